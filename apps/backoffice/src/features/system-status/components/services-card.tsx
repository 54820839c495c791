import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SystemStatus } from '../api/system-status';
import { when } from '../when';
import { DetailList } from './detail-list';
import { StatusCard } from './status-card';

type Level = 'ok' | 'warning' | 'error';

const ICONS = {
  ok: <CheckCircleOutlined color="success" aria-hidden="true" fontSize="small" sx={{ mt: 0.25 }} />,
  warning: (
    <WarningAmberOutlined color="warning" aria-hidden="true" fontSize="small" sx={{ mt: 0.25 }} />
  ),
  error: <ErrorOutlined color="error" aria-hidden="true" fontSize="small" sx={{ mt: 0.25 }} />,
};

/** A service's state: an icon for the eye, and words that say the same (never colour alone). */
function State({ level, text }: { level: Level; text: string }) {
  return (
    <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      {ICONS[level]}
      <span>{text}</span>
    </Stack>
  );
}

function housekeeping(
  job: SystemStatus['services']['housekeeping'],
  t: TFunction,
  language: string,
  now: Date,
): { level: Level; text: string } {
  const last = job.last_run_at ? when(job.last_run_at, language, now) : '';
  switch (job.state) {
    case 'ok':
      return { level: 'ok', text: t('systemStatus.services.housekeeping.ok', { when: last }) };
    case 'never':
      return { level: 'warning', text: t('systemStatus.services.housekeeping.never') };
    case 'late':
      return {
        level: 'warning',
        text: t('systemStatus.services.housekeeping.late', {
          hours: job.late_after_hours,
          when: last,
        }),
      };
    case 'failed':
      return {
        level: 'error',
        text: t('systemStatus.services.housekeeping.failed', { when: last }),
      };
  }
}

const MAIL_LEVEL: Record<SystemStatus['mail']['state'], Level> = {
  ok: 'ok',
  delayed: 'warning',
  failing: 'error',
};

/** Each service's health: the API, its database, the mail queue and the hourly housekeeping. */
export function ServicesCard({ status, now }: { status: SystemStatus; now: Date }) {
  const { t, i18n } = useTranslation('backoffice');
  const { services } = status;
  const database: Level = services.database === 'ok' ? 'ok' : 'error';
  return (
    <StatusCard title={t('systemStatus.services.title')}>
      <DetailList
        details={[
          {
            label: t('systemStatus.services.api'),
            value: <State level="ok" text={t('systemStatus.services.api.ok')} />,
          },
          {
            label: t('systemStatus.services.database'),
            value: (
              <State
                level={database}
                text={t(`systemStatus.services.database.${services.database}`)}
              />
            ),
          },
          {
            label: t('systemStatus.services.mailQueue'),
            value: (
              <State
                level={MAIL_LEVEL[status.mail.state]}
                text={t(`systemStatus.services.mailQueue.${status.mail.state}`)}
              />
            ),
          },
          {
            label: t('systemStatus.services.housekeeping'),
            value: <State {...housekeeping(services.housekeeping, t, i18n.language, now)} />,
          },
        ]}
      />
    </StatusCard>
  );
}
