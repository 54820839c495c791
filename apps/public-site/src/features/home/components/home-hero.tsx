import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../../components/layout/page-banner';

/** The landing page's hero: the practice's heading and a quotation with its author. */
export function HomeHero() {
  const { t } = useTranslation('public');
  return (
    <PageBanner title={t('home.title')} description={t('meta.home.description')}>
      <Box component="figure" sx={{ m: 0, mt: 3, maxWidth: '48ch' }}>
        <Typography
          component="blockquote"
          variant="h6"
          sx={{ m: 0, fontStyle: 'italic', fontWeight: 400 }}
        >
          {t('home.hero.quote')}
        </Typography>
        <Typography component="figcaption" sx={{ mt: 1 }}>
          {`— ${t('home.hero.author')}`}
        </Typography>
      </Box>
    </PageBanner>
  );
}
