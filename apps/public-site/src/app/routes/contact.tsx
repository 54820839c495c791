import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HydrateOnInteraction } from '../../components/hydrate-on-interaction/hydrate-on-interaction';
import { PageBanner } from '../../components/layout/page-banner';
import { PageSection } from '../../components/layout/page-section';
import { ContactInfo } from '../../features/contact/components/contact-info';
import { ContactRequest } from '../../features/contact/components/contact-request';
import { FormAvailabilityNotice } from '../../features/contact/components/form-availability-notice';
import { OfflineContactNotice } from '../../features/contact/components/offline-contact-notice';
import { PracticeMap } from '../../features/contact/components/practice-map';
import { useOnline } from '../../lib/online-status';
import { usePracticeIdentity } from '../../lib/practice-identity';

export function ContactRoute() {
  const { t } = useTranslation('public');
  // Offline, the form could only fail: the phone and emergency numbers stand in for it.
  const online = useOnline();
  // The parts hydrated on interaction show the practice's identity: once known in the browser
  // (when the page was made without it), they show it at once.
  const identity = JSON.stringify(usePracticeIdentity());
  return (
    <>
      <PageBanner title={t('contact.title')} description={t('meta.contact.description')} />
      <PageSection title={t('contact.intro.title')}>
        <Typography>{t('contact.intro.body')}</Typography>
        {online ? <FormAvailabilityNotice /> : null}
      </PageSection>
      <Container sx={{ pb: { xs: 4, md: 6 } }}>
        <Box sx={{ display: 'grid', gap: 5, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
          <Box component="section" aria-labelledby="form-title">
            <Typography id="form-title" component="h2" variant="h5" gutterBottom>
              {t('contact.form.title')}
            </Typography>
            <Typography sx={{ mb: 3 }}>{t('contact.form.intro')}</Typography>
            <HydrateOnInteraction dependsOn={[online, identity]}>
              {online ? <ContactRequest /> : <OfflineContactNotice />}
            </HydrateOnInteraction>
          </Box>
          <HydrateOnInteraction>
            <PracticeMap />
          </HydrateOnInteraction>
        </Box>
      </Container>
      <HydrateOnInteraction dependsOn={[identity]}>
        <ContactInfo />
      </HydrateOnInteraction>
    </>
  );
}
