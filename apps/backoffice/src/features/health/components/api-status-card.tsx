import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@cabinet/ui/status/error-state';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { healthOptions } from '../api/get-health';

/** The API's health as reported by `GET /util/health`, with a retry when it cannot be reached. */
export function ApiStatusCard() {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const health = useQuery(healthOptions());
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {t('health.title')}
        </Typography>
        {health.isPending && <LoadingState label={t('health.checking')} />}
        {health.isError && (
          <ErrorState message={t('health.unreachable')} onRetry={() => void health.refetch()} />
        )}
        {health.isSuccess && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CheckCircleOutlined color="success" aria-hidden="true" />
            <Typography>{t('health.status', { status: health.data.status })}</Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
