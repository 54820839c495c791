import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { AppointmentOffer } from '../features/appointment/components/appointment-offer';
import { Island } from '../islands/island';

/**
 * A visitor's offer of times for a first appointment, opened from the mailed link (its token in
 * the address's fragment, read by the island). Personal: never indexed, not in the sitemap.
 */
export function AppointmentPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner
        title={t('appointment.title')}
        description={t('meta.appointment.description')}
        noIndex
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Island
          name="appointment-offer"
          start="idle"
          component={AppointmentOffer}
          props={{}}
          texts={['public:appointment.', 'public:fees.cancel.notice']}
        />
      </Container>
    </>
  );
}
