import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';

/** Catch-all page: "404 Not Found" and a Go back button, so a wrong link is never a dead end. */
export function NotFoundRoute() {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const location = useLocation();
  // A tab opened on this page has nothing to go back to: go home instead.
  const goBack = () =>
    location.key === 'default' && window.history.length <= 1
      ? navigate(paths.home.getHref())
      : navigate(-1);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }}>
      <title>{`${t('notFound.title')} · ${t('app.name')}`}</title>
      <Typography component="h1" variant="h4">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.message')}</Typography>
      <Button variant="contained" onClick={() => void goBack()}>
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
