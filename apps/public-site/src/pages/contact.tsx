import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { PageSection } from '../components/layout/page-section';
import { ContactInfo } from '../features/contact/components/contact-info';
import { ContactRequestIsland } from '../features/contact/components/contact-request-island';
import { PracticeMapIsland } from '../features/contact/components/practice-map-island';

export function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('contact.title')} description={t('meta.contact.description')} />
      <PageSection title={t('contact.intro.title')}>
        <Typography>{t('contact.intro.body')}</Typography>
      </PageSection>
      <Container sx={{ pb: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Box component="section" aria-labelledby="form-title">
            <Typography id="form-title" component="h2" variant="h5" gutterBottom>
              {t('contact.form.title')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t('contact.form.intro')}</Typography>
            <ContactRequestIsland />
          </Box>
          <PracticeMapIsland />
        </Box>
      </Container>
      <ContactInfo />
    </>
  );
}
