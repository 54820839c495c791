import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { AppointmentCancel } from '../features/appointment/components/appointment-cancel';
import { Island } from '../islands/island';

/** Cancelling a booked appointment from the confirmation's link. Personal: never indexed. */
export function AppointmentCancelPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner
        title={t('appointment.cancel.title')}
        description={t('meta.appointment.description')}
        noIndex
      />
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Island
          name="appointment-cancel"
          start="idle"
          component={AppointmentCancel}
          props={{}}
          texts={['public:appointment.']}
        />
      </Container>
    </>
  );
}
