import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { ProfilePicture } from '../../features/profile/components/profile-picture';
import { TwoFactorSettings } from '../../features/profile/components/two-factor-settings';
import { useCurrentUser } from '../../lib/session';
import { NotFoundRoute } from './not-found';

/**
 * /profile/:id/edit: the signed-in user's own picture, password and two-factor settings (only on
 * one's own profile; another id answers 404).
 */
export function ProfileEditRoute() {
  const { t } = useTranslation('backoffice');
  const { id } = useParams();
  const { user } = useCurrentUser();
  if (!user?.id || String(user.id) !== id) return <NotFoundRoute />;
  const name = user.name || user.username;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <title>{`${t('profile.title')} · ${t('app.name')}`}</title>
      <div>
        <Typography component="h1" variant="h4">
          {t('profile.title')}
        </Typography>
        {name ? <Typography color="text.secondary">{name}</Typography> : null}
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProfilePicture userId={user.id} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ChangePasswordForm />
      </Paper>
      <Divider />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <TwoFactorSettings />
      </Paper>
    </Stack>
  );
}
