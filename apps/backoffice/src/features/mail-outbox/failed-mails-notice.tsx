import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFailedMailCount } from './queries';
import { failedMailsHref } from './resource';

/**
 * The Home screen's cue for administrators: how many mails failed for good (the mail server
 * refused them for hours), with a link to the list where each can be sent again. Nothing when none.
 */
export function FailedMailsNotice() {
  const { t } = useTranslation('backoffice');
  const failed = useFailedMailCount();
  if (!failed.data) return null;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={failedMailsHref()}>
          {t('mailOutbox.notice.open')}
        </Button>
      }
    >
      {t('mailOutbox.notice.failed', { count: failed.data })}
    </Alert>
  );
}
