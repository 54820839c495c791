import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isAdmin } from '@cabinet/auth/roles';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/session';

/**
 * Route guard for screens only super_admin_role and admin_role may use: others see a
 * plain explanation instead of a form the server would refuse.
 */
export function RequireAdmin() {
  const { t } = useTranslation('backoffice');
  const { user } = useCurrentUser();
  if (isAdmin(user)) return <Outlet />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <title>{`${t('shell.adminOnly.title')} · ${t('app.name')}`}</title>
      <Typography component="h1" variant="h4">
        {t('shell.adminOnly.title')}
      </Typography>
      <Alert severity="info">{t('shell.adminOnly')}</Alert>
    </Stack>
  );
}
