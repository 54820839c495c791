import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * /google-sign-in-settings: the address exists because older links point to it, but Cabinet has no
 * Google sign-in; the screen says so plainly and offers nothing to set up.
 */
export function GoogleSignInSettingsRoute() {
  const { t } = useTranslation('backoffice');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <title>{`${t('settings.google.title')} · ${t('app.name')}`}</title>
      <Typography component="h1" variant="h4">
        {t('settings.google.title')}
      </Typography>
      <Alert severity="info">
        <Typography sx={{ fontWeight: 600 }}>{t('settings.google.unavailable')}</Typography>
        <Typography>{t('settings.google.explain')}</Typography>
      </Alert>
    </Stack>
  );
}
