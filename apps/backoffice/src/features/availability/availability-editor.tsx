import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/layout/titled-section';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { availabilityOptions, useSaveAvailability, type Availability } from './api';
import { ExceptionRows } from './exception-rows';
import { WeeklyHoursRows } from './weekly-hours-rows';

/** Today's date where the browser is, as the date fields write it. */
const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * A practitioner's availability, edited as a whole and saved in one go: the usual week, then its
 * exceptions. Times are the practice's local time. Shown to whoever may read it; the API refuses a
 * change to anyone who may not make it, and says why.
 */
export function AvailabilityEditor({ practitionerId }: { practitionerId: number }) {
  const { t } = useTranslation('backoffice');
  const stored = useQuery(availabilityOptions(practitionerId));
  return (
    <TitledSection title={t('availability.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('availability.hint')}
      </Typography>
      {stored.isPending ? <Skeleton width="60%" /> : null}
      {stored.isError ? <Alert severity="error">{errorMessage(stored.error, t)}</Alert> : null}
      {stored.data ? (
        <AvailabilityForm practitionerId={practitionerId} initial={stored.data} />
      ) : null}
    </TitledSection>
  );
}

function AvailabilityForm({
  practitionerId,
  initial,
}: {
  practitionerId: number;
  initial: Availability;
}) {
  const { t } = useTranslation('backoffice');
  const toast = useToast();
  const save = useSaveAvailability(practitionerId);
  const [draft, setDraft] = useState<Availability>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(saved);
        setProblem(null);
        toast.success(t('availability.saved'));
      },
      onError: (error) => setProblem(errorMessage(error, t)),
    });
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Typography component="h3" variant="subtitle1">
        {t('availability.weekly.title')}
      </Typography>
      {draft.weekly.length === 0 ? <Typography>{t('availability.weekly.none')}</Typography> : null}
      <WeeklyHoursRows rows={draft.weekly} onChange={(weekly) => setDraft({ ...draft, weekly })} />
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setDraft({
              ...draft,
              weekly: [
                ...draft.weekly,
                { weekday: 1, start_time: '09:00', end_time: '12:00', slot_minutes: 50 },
              ],
            })
          }
        >
          {t('availability.weekly.add')}
        </Button>
      </div>
      <Typography component="h3" variant="subtitle1">
        {t('availability.exceptions.title')}
      </Typography>
      {draft.exceptions.length === 0 ? (
        <Typography>{t('availability.exceptions.none')}</Typography>
      ) : null}
      <ExceptionRows
        rows={draft.exceptions}
        onChange={(exceptions) => setDraft({ ...draft, exceptions })}
      />
      <div>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            setDraft({
              ...draft,
              exceptions: [
                ...draft.exceptions,
                {
                  kind: 'off',
                  start_date: today(),
                  end_date: today(),
                  start_time: null,
                  end_time: null,
                  slot_minutes: null,
                },
              ],
            })
          }
        >
          {t('availability.exceptions.add')}
        </Button>
      </div>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('availability.save')}
        </Button>
      </div>
    </Stack>
  );
}
