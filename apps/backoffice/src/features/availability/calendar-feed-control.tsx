import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../components/layout/titled-section';
import { env } from '../../config/env';
import { errorMessage } from '../../lib/api-errors';
import { fullLocalDate } from '../../lib/dates';
import { useToast } from '../../lib/toast';
import { calendarFeedOptions, useCalendarFeed } from './api';

/**
 * The practitioner's calendar feed: an address their calendar app subscribes to, listing booked
 * first appointments by the visitor's initials only. Made (or replaced) here and shown once, as
 * only its hash is kept; revoked here, when a phone is lost say.
 */
export function CalendarFeedControl({ practitionerId }: { practitionerId: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const toast = useToast();
  const status = useQuery(calendarFeedOptions(practitionerId));
  const { create, revoke } = useCalendarFeed(practitionerId);
  const [address, setAddress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = (error: unknown) => setProblem(errorMessage(error, t));
  const make = () =>
    create.mutate(undefined, {
      onSuccess: ({ token }) => {
        setProblem(null);
        setAddress(`${env.apiUrl}/calendar/${token}.ics`);
      },
      onError,
    });
  return (
    <TitledSection title={t('calendarFeed.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('calendarFeed.hint')}
      </Typography>
      {status.isError ? <Alert severity="error">{errorMessage(status.error, t)}</Alert> : null}
      {status.data ? (
        <Typography>
          {status.data.active && status.data.created_at
            ? t('calendarFeed.active', {
                date: fullLocalDate(new Date(status.data.created_at), i18n.language),
              })
            : t('calendarFeed.none')}
        </Typography>
      ) : null}
      {address ? (
        <Stack spacing={1}>
          <TextField
            label={t('calendarFeed.address')}
            value={address}
            helperText={t('calendarFeed.shownOnce')}
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
          />
          <div>
            <Button
              variant="outlined"
              onClick={() =>
                void navigator.clipboard
                  .writeText(address)
                  .then(() => toast.success(t('calendarFeed.copied')))
                  .catch(() => setProblem(t('calendarFeed.copyFailed')))
              }
            >
              {t('calendarFeed.copy')}
            </Button>
          </div>
        </Stack>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" loading={create.isPending} onClick={make}>
          {status.data?.active ? t('calendarFeed.replace') : t('calendarFeed.create')}
        </Button>
        {status.data?.active ? (
          <Button
            color="error"
            loading={revoke.isPending}
            onClick={() =>
              revoke.mutate(undefined, {
                onSuccess: () => {
                  setAddress(null);
                  toast.success(t('calendarFeed.revoked'));
                },
                onError,
              })
            }
          >
            {t('calendarFeed.revoke')}
          </Button>
        ) : null}
      </Stack>
    </TitledSection>
  );
}
