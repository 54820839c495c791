import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@cabinet/ui/status/error-state';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { fullLocalDate } from '../../../lib/dates';
import { systemStatusOptions } from '../api/system-status';
import { BackupCard } from './backup-card';
import { DiskCard } from './disk-card';
import { MailQueueCard } from './mail-queue-card';
import { ServicesCard } from './services-card';

/**
 * The server as administrators watch it: the backups first (what is lost when they fail), then the
 * services, the mail queue and the disk. Checked again every minute while open, and on demand.
 */
export function SystemStatusView() {
  const { t, i18n } = useTranslation('backoffice');
  const status = useQuery(systemStatusOptions());
  if (status.isPending) return <LoadingState label={t('systemStatus.checking')} />;
  if (status.isError)
    return (
      <ErrorState message={errorMessage(status.error, t)} onRetry={() => void status.refetch()} />
    );
  const now = new Date(status.data.checked_at);
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography color="text.secondary" aria-live="polite">
          {t('systemStatus.checkedAt', { when: fullLocalDate(now, i18n.language) })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void status.refetch()}
          loading={status.isFetching}
        >
          {t('systemStatus.refresh')}
        </Button>
      </Stack>
      <BackupCard backup={status.data.backup} now={now} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ServicesCard status={status.data} now={now} />
        <MailQueueCard mail={status.data.mail} now={now} />
        <DiskCard disk={status.data.disk} />
      </Box>
    </Stack>
  );
}
