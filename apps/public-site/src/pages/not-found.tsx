import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { paths } from '../config/paths';
import { ScriptIsland } from '../islands/island';

/**
 * Catch-all page: "404 Not Found" and a Go back button, so a wrong link is never a dead end. The
 * button is a link home; its island makes it go back instead when there is a page to go back to.
 */
export function NotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner
        title={t('notFound.title')}
        description={t('meta.notFound.description')}
        noIndex
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography sx={{ mb: 3 }}>{t('notFound.message')}</Typography>
        <ScriptIsland name="go-back" start="idle">
          <Button variant="contained" href={paths.home.getHref()} data-go-back="">
            {t('notFound.back')}
          </Button>
        </ScriptIsland>
      </Container>
    </>
  );
}
