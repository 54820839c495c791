import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DemoDataCard } from '../../features/demo-data/components/demo-data-card';
import { ApiStatusCard } from '../../features/health/components/api-status-card';
import { FailedMailsNotice } from '../../features/mail-outbox/failed-mails-notice';
import { isAdmin } from '@cabinet/auth/roles';
import { useCurrentUser } from '../../lib/session';

/**
 * The back-office's home: a greeting, the API's status, and for administrators the mails that
 * failed for good and the demo data.
 */
export function HomeRoute() {
  const { t } = useTranslation('backoffice');
  const { user, signedIn } = useCurrentUser();
  const name = user?.name || user?.username;
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{`${t('home.title')} · ${t('app.name')}`}</title>
      <Typography component="h1" variant="h4">
        {signedIn && name ? t('home.greeting', { name }) : t('home.greeting.visitor')}
      </Typography>
      <Typography>{t('home.intro')}</Typography>
      {signedIn && isAdmin(user) ? <FailedMailsNotice /> : null}
      <ApiStatusCard />
      {signedIn && isAdmin(user) ? <DemoDataCard /> : null}
    </Stack>
  );
}
