import type { components } from '@cabinet/api-client/schema';
import { ApiError } from '@cabinet/api-client/api-error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api';
import { takeLinkToken } from './link-token';
import { appointmentTime } from './practice-time';

type CancellationView = components['schemas']['AppointmentCancellationView'];
type State =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'invalid' }
  | { kind: 'unreachable' }
  | { kind: 'shown'; view: CancellationView };

/**
 * The confirmation's cancel link: the appointment, and a button to cancel it until 24 working
 * hours before; after that, the practice's phone number instead. An appointment cancelled before
 * the page opened (by the practice, or on an earlier visit) is said as such, without the thanks
 * for a message the visitor has not just sent.
 */
export function AppointmentCancel() {
  const { t, i18n } = useTranslation('public');
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [cancelledHere, setCancelledHere] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const read = async (call: () => Promise<CancellationView>) => {
    try {
      setState({ kind: 'shown', view: await call() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setState({ kind: 'invalid' });
      else if (error instanceof ApiError && error.status === 409)
        setProblem(t('appointment.cancel.tooLate'));
      else setState({ kind: 'unreachable' });
    }
  };

  useEffect(() => {
    const found = takeLinkToken();
    setToken(found);
    if (!found) {
      setState({ kind: 'no-token' });
      return;
    }
    void read(async () => {
      const { data } = await apiClient.POST('/appointment/cancel/view', { body: { token: found } });
      return data!;
    });
    // Read once, on start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state.kind === 'loading')
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('appointment.loading')}</Typography>
      </Stack>
    );
  if (state.kind !== 'shown')
    return (
      <Alert severity={state.kind === 'unreachable' ? 'warning' : 'info'}>
        {t(state.kind === 'invalid' ? 'appointment.cancel.invalid' : `appointment.${state.kind}`)}
      </Alert>
    );
  const { view } = state;
  const values = {
    time: appointmentTime(view.starts_at, i18n.language),
    practitioner: view.practitioner.display_name,
    deadline: appointmentTime(view.cancellable_until, i18n.language),
    phone: view.practice.phone ?? '',
  };
  if (view.status === 'cancelled')
    return cancelledHere ? (
      <Alert severity="success" role="status">
        {t('appointment.cancel.done', values)}
      </Alert>
    ) : (
      <Alert severity="info" role="status">
        {t('appointment.cancelled', values)}{' '}
        {view.practice.phone ? t('appointment.phone', { phone: view.practice.phone }) : null}
      </Alert>
    );
  return (
    <Stack spacing={3}>
      <Typography>{t('appointment.cancel.intro', values)}</Typography>
      {(problem ?? !view.cancellable) ? (
        <Alert severity="warning" role="alert">
          {problem ?? t('appointment.cancel.tooLate')}{' '}
          {view.practice.phone ? t('appointment.phone', { phone: view.practice.phone }) : null}
        </Alert>
      ) : (
        <>
          <Typography>{t('appointment.cancel.until', values)}</Typography>
          <div>
            <Button
              variant="contained"
              color="error"
              loading={busy}
              onClick={() => {
                setBusy(true);
                setCancelledHere(true);
                void read(async () => {
                  const { data } = await apiClient.POST('/appointment/cancel', {
                    body: { token: token! },
                  });
                  return data!;
                }).finally(() => setBusy(false));
              }}
            >
              {t('appointment.cancel.button')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}
