import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePracticeIdentity } from '../../../lib/practice-identity';
import { healthOptions } from '../api/get-health';

/** Warns the visitor, before they write a message, that the server behind the form is unreachable. */
export function FormAvailabilityNotice() {
  const { t } = useTranslation('public');
  const { isError } = useQuery(healthOptions());
  const { phone } = usePracticeIdentity();
  if (!isError) return null;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('contact.unavailable.title')}</AlertTitle>
      {t('contact.unavailable.body', { phone })}
    </Alert>
  );
}
