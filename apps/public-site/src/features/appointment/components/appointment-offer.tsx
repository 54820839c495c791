import type { components } from '@cabinet/api-client/schema';
import { ApiError } from '@cabinet/api-client/api-error';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../../lib/api';
import { takeLinkToken } from './link-token';
import { appointmentTime } from './practice-time';

type OfferView = components['schemas']['AppointmentOfferView'];

/** Where the page stands: reading the link, showing it, or why it cannot. */
type State =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'invalid' }
  | { kind: 'gone' }
  | { kind: 'unreachable' }
  | { kind: 'shown'; view: OfferView };

/** The page's state for a failed call: the link's fault (404, 410) or the network's. */
const failure = (error: unknown): State =>
  error instanceof ApiError && error.status === 404
    ? { kind: 'invalid' }
    : error instanceof ApiError && error.status === 410
      ? { kind: 'gone' }
      : { kind: 'unreachable' };

/**
 * The visitor's page of an offer, reached from the mailed link without an account: the times
 * offered, one to pick (booked at once) or "none suits me", where the practice is and its
 * cancellation rule. A link that is forged, expired or replaced says so and what to do.
 */
export function AppointmentOffer() {
  const { t, i18n } = useTranslation('public');
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [picked, setPicked] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const found = takeLinkToken();
    setToken(found);
    if (!found) {
      setState({ kind: 'no-token' });
      return;
    }
    apiClient
      .POST('/appointment-offer/view', { body: { token: found } })
      .then(({ data }) => setState({ kind: 'shown', view: data! }))
      .catch((error: unknown) => setState(failure(error)));
  }, []);

  const answer = async (call: () => Promise<OfferView>) => {
    setBusy(true);
    setProblem(null);
    try {
      setState({ kind: 'shown', view: await call() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && token) {
        // Someone else was quicker, or this offer was answered elsewhere: show what stands now.
        const { data } = await apiClient.POST('/appointment-offer/view', { body: { token } });
        setState({ kind: 'shown', view: data! });
        setPicked('');
        setProblem(t('appointment.taken'));
      } else {
        const next = failure(error);
        if (next.kind === 'unreachable') setProblem(t('appointment.unreachable'));
        else setState(next);
      }
    } finally {
      setBusy(false);
    }
  };

  const book = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!picked) {
      setProblem(t('appointment.pickOne'));
      return;
    }
    void answer(async () => {
      const { data } = await apiClient.POST('/appointment-offer/pick', {
        body: { token: token!, starts_at: picked },
      });
      return data!;
    });
  };
  const decline = () =>
    void answer(async () => {
      const { data } = await apiClient.POST('/appointment-offer/decline', {
        body: { token: token! },
      });
      return data!;
    });

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
        {t(`appointment.${state.kind}`)}
      </Alert>
    );

  const { view } = state;
  const place = [
    view.practice.street,
    [view.practice.zip, view.practice.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const where = (
    <Typography>
      {t('appointment.where', { practice: view.practice.name, address: place })}
      {view.practice.phone ? ` ${t('appointment.phone', { phone: view.practice.phone })}` : ''}
    </Typography>
  );
  if (view.status === 'booked' && view.appointment) {
    return (
      <Stack spacing={2}>
        <Alert severity={view.appointment.status === 'booked' ? 'success' : 'info'} role="status">
          {t(
            view.appointment.status === 'booked' ? 'appointment.booked' : 'appointment.cancelled',
            {
              time: appointmentTime(view.appointment.starts_at, i18n.language),
              practitioner: view.practitioner.display_name,
            },
          )}
        </Alert>
        {where}
        <Typography>{t('fees.cancel.notice')}</Typography>
      </Stack>
    );
  }
  if (view.status === 'declined')
    return (
      <Alert severity="info" role="status">
        {t('appointment.declined')}
      </Alert>
    );

  const available = view.times.filter((time) => time.available);
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={book}>
      <Typography>
        {t('appointment.intro', { practitioner: view.practitioner.display_name })}
      </Typography>
      {where}
      <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          {t('appointment.times')}
        </Typography>
        <RadioGroup
          name="appointment-time"
          value={picked}
          onChange={(event) => setPicked(event.target.value)}
        >
          {view.times.map((time) => (
            <FormControlLabel
              key={time.starts_at}
              value={time.starts_at}
              control={<Radio />}
              disabled={!time.available || busy}
              label={
                time.available
                  ? appointmentTime(time.starts_at, i18n.language)
                  : t('appointment.gone.time', {
                      time: appointmentTime(time.starts_at, i18n.language),
                    })
              }
            />
          ))}
        </RadioGroup>
      </Stack>
      {problem ? (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Typography variant="body2">{t('fees.cancel.notice')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button type="submit" variant="contained" disabled={available.length === 0} loading={busy}>
          {t('appointment.book')}
        </Button>
        <Button variant="outlined" onClick={decline} disabled={busy}>
          {t('appointment.none')}
        </Button>
      </Stack>
    </Stack>
  );
}
