import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useToast } from '../../../lib/toast';
import { useFollowUp } from '../api';

/**
 * After a referral was sent: offers to mark the request "referred elsewhere". Only offered, never
 * done on its own: the sender may still want to follow the person up.
 */
export function ReferralSuggestion({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const change = useFollowUp(id);
  const mark = () =>
    change.mutate(
      { status: 'referred' },
      {
        onSuccess: () => {
          toast.success(t('contactRequests.statusSaved'));
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Alert
      severity="info"
      onClose={onDone}
      action={
        <Button color="inherit" size="small" loading={change.isPending} onClick={mark}>
          {t('contactRequests.reply.markReferred')}
        </Button>
      }
    >
      {t('contactRequests.reply.suggestReferred')}
    </Alert>
  );
}
