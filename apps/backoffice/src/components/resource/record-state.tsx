import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';

/** What a detail or edit screen shows before its record is there: skeleton lines, or the error. */
export function RecordState({ error }: { error: unknown }) {
  const { t } = useTranslation('backoffice');
  if (error) return <Alert severity="error">{errorMessage(error, t)}</Alert>;
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t('resource.show.loading')}>
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="60%" />
    </Stack>
  );
}
