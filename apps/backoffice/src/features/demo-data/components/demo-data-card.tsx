import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { useToast } from '../../../lib/toast';
import { DEMO_APP, useLoadDemoData } from '../api/load-demo-data';

/** "Load demo data" for administrators: sample staff, notifications and contact requests. */
export function DemoDataCard() {
  const { t } = useTranslation('backoffice');
  const titleId = useId();
  const toast = useToast();
  const load = useLoadDemoData();
  const start = () =>
    load.mutate(
      { params: { path: { app: DEMO_APP } } },
      {
        onSuccess: () => toast.success(t('shell.demo.loaded')),
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          {t('shell.demo.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('shell.demo.intro')}
        </Typography>
        <Button variant="outlined" onClick={start} loading={load.isPending}>
          {t('shell.demo.load')}
        </Button>
      </CardContent>
    </Card>
  );
}
