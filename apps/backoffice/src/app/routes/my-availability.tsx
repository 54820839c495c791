import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AvailabilityEditor } from '../../features/availability/availability-editor';
import { CalendarFeedControl } from '../../features/availability/calendar-feed-control';
import { ownPractitionerOptions } from '../../features/availability/own-practitioner';
import { errorMessage } from '../../lib/api-errors';
import { useCurrentUser } from '../../lib/session';

/**
 * "My availability": a practitioner who signs in keeps the week their first appointments are
 * offered in, through the practitioner record linked to their account.
 */
export function Component() {
  const { t } = useTranslation('backoffice');
  const { user } = useCurrentUser();
  const own = useQuery({ ...ownPractitionerOptions(user?.id ?? 0), enabled: !!user });
  const practitioner = own.data?.data[0];
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <title>{`${t('availability.mine.title')} · ${t('app.name')}`}</title>
      <Typography component="h1" variant="h4">
        {t('availability.mine.title')}
      </Typography>
      {own.isPending ? <Skeleton width="40%" /> : null}
      {own.isError ? <Alert severity="error">{errorMessage(own.error, t)}</Alert> : null}
      {own.data && !practitioner ? (
        <Alert severity="info">{t('availability.mine.notLinked')}</Alert>
      ) : null}
      {practitioner ? <AvailabilityEditor practitionerId={practitioner.id} /> : null}
      {practitioner ? <CalendarFeedControl practitionerId={practitioner.id} /> : null}
    </Stack>
  );
}
