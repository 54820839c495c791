import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SystemStatusView } from '../../features/system-status/components/system-status-view';

/** /status: the server's backups, mail queue, disk and services (administrators). */
export function SystemStatusRoute() {
  const { t } = useTranslation('backoffice');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <title>{`${t('systemStatus.title')} · ${t('app.name')}`}</title>
      <div>
        <Typography component="h1" variant="h4">
          {t('systemStatus.title')}
        </Typography>
        <Typography color="text.secondary">{t('systemStatus.intro')}</Typography>
      </div>
      <SystemStatusView />
    </Stack>
  );
}
