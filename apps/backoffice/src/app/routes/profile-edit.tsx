import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { EmailChangeForm } from '../../features/profile/components/email-change-form';
import { PersonalDetailsForm } from '../../features/profile/components/personal-details-form';
import { ProfilePicture } from '../../features/profile/components/profile-picture';
import { TwoFactorSettings } from '../../features/profile/components/two-factor-settings';
import { useCurrentUser } from '../../lib/session';
import { NotFoundRoute } from './not-found';

const Section = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
    {children}
  </Paper>
);

/**
 * /profile/:id/edit: the signed-in user's own names and phones, picture, email, password and
 * two-factor settings (only on one's own profile; another id answers 404). Roles and the account's
 * other settings stay on the administrators' user screens.
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
      <Section>
        <PersonalDetailsForm userId={user.id} />
      </Section>
      <Section>
        <ProfilePicture userId={user.id} />
      </Section>
      <Section>
        <EmailChangeForm currentEmail={user.email ?? ''} />
      </Section>
      <Section>
        <ChangePasswordForm />
      </Section>
      <Divider />
      <Section>
        <TwoFactorSettings />
      </Section>
    </Stack>
  );
}
