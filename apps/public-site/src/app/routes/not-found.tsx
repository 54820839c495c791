import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { paths } from '../../config/paths';

/** Catch-all page: "404 Not Found" and a Go back button, so a wrong link is never a dead end. */
export function NotFoundRoute() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const location = useLocation();
  // A tab opened on this page has nothing to go back to: go home instead.
  const goBack = () =>
    location.key === 'default' && window.history.length <= 1
      ? navigate(paths.home.getHref())
      : navigate(-1);
  return (
    <>
      <PageBanner
        title={t('notFound.title')}
        description={t('meta.notFound.description')}
        noIndex
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3 }}>{t('notFound.message')}</Typography>
        <Button variant="contained" onClick={() => void goBack()}>
          {t('notFound.back')}
        </Button>
      </Container>
    </>
  );
}
