import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { SystemStatus } from '../api/system-status';
import { when } from '../when';
import { DetailList } from './detail-list';
import { StatusCard } from './status-card';

const SEVERITY: Record<SystemStatus['mail']['state'], AlertColor> = {
  ok: 'success',
  delayed: 'warning',
  failing: 'error',
};

/** The outbox's backlog: mails waiting, mails that failed for good, and how long the oldest waits. */
export function MailQueueCard({ mail, now }: { mail: SystemStatus['mail']; now: Date }) {
  const { t, i18n } = useTranslation('backoffice');
  return (
    <StatusCard title={t('systemStatus.mail.title')}>
      <Alert severity={SEVERITY[mail.state]}>
        {t(`systemStatus.mail.state.${mail.state}`, { minutes: mail.delayed_after_minutes })}
      </Alert>
      <DetailList
        details={[
          { label: t('systemStatus.mail.queued'), value: mail.queued },
          { label: t('systemStatus.mail.failed'), value: mail.failed },
          {
            label: t('systemStatus.mail.oldest'),
            value: mail.oldest_queued_at
              ? when(mail.oldest_queued_at, i18n.language, now)
              : t('systemStatus.none'),
          },
        ]}
      />
      <div>
        <Button component={RouterLink} to={paths.mailOutbox.getHref()}>
          {t('systemStatus.mail.open')}
        </Button>
      </div>
    </StatusCard>
  );
}
