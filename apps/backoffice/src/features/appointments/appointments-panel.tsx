import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/layout/titled-section';
import { errorMessage } from '../../lib/api-errors';
import { requestAppointmentsOptions, type Appointment } from './api';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { OfferForm } from './offer-form';
import { fullTimeLabel } from './practice-time';

interface RequestSummary {
  id: number;
  status: string;
  therapy_language: string | null;
  email: string | null;
  practitioner: { id: number; display_name: string } | null;
}

/**
 * A request's first appointment: the appointment booked, the times offered and what became of
 * them, and, while none is booked, the form to offer times of the assigned practitioner. One
 * booked can be cancelled here, at any time before it begins.
 */
export function AppointmentsPanel({ request }: { request: RequestSummary }) {
  const { t, i18n } = useTranslation('backoffice');
  const history = useQuery(requestAppointmentsOptions(request.id));
  const booked = history.data?.appointments.find((found) => found.status === 'booked');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  return (
    <TitledSection title={t('appointments.title')}>
      {history.isPending ? <Skeleton width="60%" /> : null}
      {history.isError ? <Alert severity="error">{errorMessage(history.error, t)}</Alert> : null}
      {booked ? (
        <Alert
          severity="success"
          action={
            <Button color="inherit" size="small" onClick={() => setCancelling(booked)}>
              {t('appointments.cancel.open')}
            </Button>
          }
        >
          {t('appointments.booked', {
            time: fullTimeLabel(booked.starts_at, i18n.language),
            practitioner: booked.practitioner.display_name,
          })}
        </Alert>
      ) : null}
      {cancelling ? (
        <CancelAppointmentDialog
          requestId={request.id}
          appointment={cancelling}
          onClose={() => setCancelling(null)}
        />
      ) : null}
      {history.data && (history.data.offers.length > 0 || history.data.appointments.length > 0) ? (
        <List aria-label={t('appointments.history')} dense>
          {history.data.appointments.map((found) => (
            <ListItem key={`a${found.id}`} disableGutters>
              <ListItemText
                primary={t(`appointments.appointment.${found.status}`, {
                  time: fullTimeLabel(found.starts_at, i18n.language),
                })}
                secondary={found.practitioner.display_name}
              />
            </ListItem>
          ))}
          {history.data.offers.map((offer) => (
            <ListItem key={`o${offer.id}`} disableGutters>
              <ListItemText
                primary={t(`appointments.outcome.${offer.outcome}`, {
                  date: fullTimeLabel(offer.expires_at, i18n.language),
                })}
                secondary={offer.times
                  .map((time) => fullTimeLabel(time.starts_at, i18n.language))
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {booked ? null : request.practitioner === null ? (
        <Typography>{t('appointments.assignFirst')}</Typography>
      ) : !request.email ? (
        <Typography>{t('appointments.noEmail')}</Typography>
      ) : (
        <OfferForm
          requestId={request.id}
          practitionerId={request.practitioner.id}
          therapyLanguage={request.therapy_language}
        />
      )}
    </TitledSection>
  );
}
