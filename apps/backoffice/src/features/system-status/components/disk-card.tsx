import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/bytes';
import type { SystemStatus } from '../api/system-status';
import { StatusCard } from './status-card';

/** The free space of the disk holding the data folder (database, uploads, generated secrets). */
export function DiskCard({ disk }: { disk: SystemStatus['disk'] }) {
  const { t, i18n } = useTranslation('backoffice');
  const { language } = i18n;
  if (!disk)
    return (
      <StatusCard title={t('systemStatus.disk.title')}>
        <Alert severity="warning">{t('systemStatus.disk.unknown')}</Alert>
      </StatusCard>
    );
  const percent = (share: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
  const used = 1 - disk.free_bytes / disk.total_bytes;
  const free = t('systemStatus.disk.free', {
    free: formatBytes(disk.free_bytes, language),
    total: formatBytes(disk.total_bytes, language),
    percent: percent(disk.free_bytes / disk.total_bytes),
  });
  return (
    <StatusCard title={t('systemStatus.disk.title')}>
      {disk.state === 'low' ? (
        <Alert severity="warning">
          {t('systemStatus.disk.low', { percent: percent(disk.low_below_percent / 100) })}
        </Alert>
      ) : null}
      {/* The share used, for the eye; the sentence below says it in words. */}
      <Box aria-hidden="true" sx={{ height: 8, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Box
          sx={{
            height: 1,
            width: `${Math.round(used * 100)}%`,
            borderRadius: 1,
            bgcolor: disk.state === 'low' ? 'warning.main' : 'primary.main',
          }}
        />
      </Box>
      <span>{free}</span>
    </StatusCard>
  );
}
