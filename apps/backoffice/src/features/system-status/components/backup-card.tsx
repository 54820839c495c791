import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/bytes';
import type { SystemStatus } from '../api/system-status';
import { copyReasonText } from '../copy-reason';
import { when } from '../when';
import { DetailList, type Detail } from './detail-list';
import { StatusCard } from './status-card';

type Backup = SystemStatus['backup'];

/** The state in one sentence, and how serious it is. A backup only on this server is a warning. */
function verdict(backup: Backup, t: TFunction): { severity: AlertColor; text: string } {
  switch (backup.state) {
    case 'never':
      return { severity: 'error', text: t('systemStatus.backup.never') };
    case 'failed':
      return { severity: 'error', text: t('systemStatus.backup.failed') };
    case 'copy_failed':
      return { severity: 'error', text: t('systemStatus.backup.copyFailed') };
    case 'stale':
      return {
        severity: 'warning',
        text: t('systemStatus.backup.stale', { hours: backup.stale_after_hours }),
      };
    case 'ok':
      return backup.last_success?.copies.length
        ? { severity: 'success', text: t('systemStatus.backup.ok') }
        : { severity: 'warning', text: t('systemStatus.backup.okLocalOnly') };
  }
}

/**
 * The backups: the last success (when, its size, where it was copied) and the last failure, under
 * a sentence that says whether anything needs doing: never backed up, the last attempt failed, the
 * last success older than 26 hours, its second copy failed, or no second copy at all.
 */
export function BackupCard({ backup, now }: { backup: Backup; now: Date }) {
  const { t, i18n } = useTranslation('backoffice');
  const { language } = i18n;
  const { severity, text } = verdict(backup, t);
  const success = backup.last_success;
  const details: Detail[] = [];
  if (success) {
    details.push(
      { label: t('systemStatus.backup.lastSuccess'), value: when(success.at, language, now) },
      { label: t('systemStatus.backup.size'), value: formatBytes(success.size_bytes, language) },
      {
        label: t('systemStatus.backup.file'),
        value: (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {success.file}
          </Box>
        ),
      },
      {
        label: t('systemStatus.backup.copies'),
        value:
          success.copies.length === 0
            ? t('systemStatus.backup.copy.none')
            : success.copies.map((copy) => (
                <Box component="span" key={copy.target} sx={{ display: 'block' }}>
                  {copy.ok
                    ? t('systemStatus.backup.copy.ok', { target: copy.target })
                    : t('systemStatus.backup.copy.failed', {
                        target: copy.target,
                        reason: copyReasonText(copy.reason ?? '', t),
                      })}
                </Box>
              )),
      },
    );
  }
  if (backup.last_failure)
    details.push({
      label: t('systemStatus.backup.lastFailure'),
      value: t('systemStatus.backup.failure', {
        when: when(backup.last_failure.at, language, now),
        reason: backup.last_failure.reason,
      }),
    });
  return (
    <StatusCard title={t('systemStatus.backup.title')}>
      <Alert severity={severity}>{text}</Alert>
      {details.length > 0 ? <DetailList details={details} /> : null}
    </StatusCard>
  );
}
