import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { useToast } from '../../lib/toast';
import { freeTimesOptions, useOfferTimes, type VisitorLanguage } from './api';
import { addDays, dateLabel, practiceToday } from './practice-time';
import { TimePicker } from './time-picker';

/** The most times one offer holds (the API's rule). */
export const MOST_TIMES = 3;
const LANGUAGES: readonly VisitorLanguage[] = ['fr', 'en', 'de'];

/** The visitor's language: the therapy language they chose when it is one of the site's. */
export const defaultLanguage = (therapyLanguage: string | null): VisitorLanguage =>
  LANGUAGES.includes(therapyLanguage as VisitorLanguage)
    ? (therapyLanguage as VisitorLanguage)
    : 'fr';

/**
 * Picks up to three free times of the request's practitioner, a week at a time, and sends them
 * to the visitor in their language.
 */
export function OfferForm({
  requestId,
  practitionerId,
  therapyLanguage,
}: {
  requestId: number;
  practitionerId: number;
  therapyLanguage: string | null;
}) {
  const { t, i18n } = useTranslation('backoffice');
  const toast = useToast();
  const [week, setWeek] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [language, setLanguage] = useState<VisitorLanguage>(defaultLanguage(therapyLanguage));
  const [problem, setProblem] = useState<string | null>(null);
  const from = addDays(practiceToday(), week * 7);
  const to = addDays(from, 6);
  const free = useQuery(freeTimesOptions(practitionerId, from, to));
  const offer = useOfferTimes(requestId);
  // A time picked in another week stays picked; those shown here come first.
  const shown = [
    ...(free.data?.items ?? []),
    ...selected
      .filter((start) => !free.data?.items.some((time) => time.starts_at === start))
      .map((start) => ({ starts_at: start, ends_at: start })),
  ].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (selected.length === 0) {
      setProblem(t('appointments.offer.pickOne'));
      return;
    }
    offer.mutate(
      { times: selected, language },
      {
        onSuccess: () => {
          setSelected([]);
          setProblem(null);
          toast.success(t('appointments.offer.sent'));
        },
        onError: (error) => setProblem(errorMessage(error, t)),
      },
    );
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          startIcon={<ChevronLeftIcon />}
          disabled={week === 0}
          onClick={() => setWeek(week - 1)}
        >
          {t('appointments.offer.previousWeek')}
        </Button>
        <Typography aria-live="polite">
          {t('appointments.offer.week', {
            from: dateLabel(from, i18n.language),
            to: dateLabel(to, i18n.language),
          })}
        </Typography>
        <Button endIcon={<ChevronRightIcon />} onClick={() => setWeek(week + 1)}>
          {t('appointments.offer.nextWeek')}
        </Button>
      </Stack>
      {free.isPending ? <Skeleton width="60%" /> : null}
      {free.isError ? <Alert severity="error">{errorMessage(free.error, t)}</Alert> : null}
      {free.data ? (
        <TimePicker times={shown} selected={selected} onChange={setSelected} max={MOST_TIMES} />
      ) : null}
      <TextField
        select
        size="small"
        label={t('appointments.offer.language')}
        value={language}
        onChange={(event) => setLanguage(event.target.value as VisitorLanguage)}
        sx={{ maxWidth: 260 }}
      >
        {LANGUAGES.map((code) => (
          <MenuItem key={code} value={code}>
            {t(`contactRequests.language.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <div>
        <Button type="submit" variant="contained" loading={offer.isPending}>
          {t('appointments.offer.send', { count: selected.length })}
        </Button>
      </div>
    </Stack>
  );
}
