import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../components/resource/use-error-toast';
import { useToast } from '../../lib/toast';
import { useResendMail } from './queries';

/** "Send again" on a failed mail's page: back to the outbox at once, or the server's message. */
export function ResendButton({ id }: { id: number }) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const showError = useErrorToast();
  const resend = useResendMail();
  return (
    <Button
      variant="contained"
      startIcon={<SendIcon />}
      loading={resend.isPending}
      sx={{ alignSelf: 'flex-start' }}
      onClick={() =>
        resend.mutate(id, {
          onSuccess: () => toast.success(t('mailOutbox.resent')),
          onError: showError,
        })
      }
    >
      {t('mailOutbox.resend')}
    </Button>
  );
}
