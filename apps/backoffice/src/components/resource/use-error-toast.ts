import { useToast } from '@cabinet/ui/toast/use-toast';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';

/** Shows a failed call as an error toast with the server's message (spec: save, delete, export, import). */
export function useErrorToast() {
  const toast = useToast();
  const { t } = useTranslation('backoffice');
  return useCallback(
    (error: unknown) => toast({ type: 'error', message: errorMessage(error, t) }),
    [toast, t],
  );
}
