import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { useCancelAppointment, type Appointment } from './api';
import { fullTimeLabel } from './practice-time';

/**
 * Asks before staff cancel a booked appointment: the visitor is mailed at once, so "Keep it" is
 * the choice the dialog starts on. A refusal (it has begun meanwhile) shows inside the dialog.
 * Open while rendered: the caller keeps it rendered until `onClose`, even once the appointment
 * shows as cancelled, so the confirmation is still said.
 */
export function CancelAppointmentDialog({
  requestId,
  appointment,
  onClose,
}: {
  requestId: number;
  appointment: Appointment;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const titleId = useId();
  const toast = useToast();
  const cancel = useCancelAppointment(requestId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('appointments.cancel.title', {
          time: fullTimeLabel(appointment.starts_at, i18n.language),
        })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('appointments.cancel.text', {
            practitioner: appointment.practitioner.display_name,
          })}
        </DialogContentText>
        {cancel.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(cancel.error, t)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button autoFocus onClick={onClose}>
          {t('appointments.cancel.keep')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('appointments.cancel.done'));
                onClose();
              },
            })
          }
        >
          {t('appointments.cancel.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
