import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { fullLocalDate } from '../../lib/dates';
import { sessionEventsOptions } from './api';

/** What happened during one visit: page views and tab changes, oldest first. */
export function SessionEvents({ sessionId }: { sessionId: number }) {
  const { t, i18n } = useTranslation('backoffice');
  const headingId = useId();
  const events = useQuery(sessionEventsOptions(sessionId));
  const rows = events.data?.data ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('tracking.events.title')}
      </Typography>
      {events.isError ? <Alert severity="error">{errorMessage(events.error, t)}</Alert> : null}
      {events.isPending ? <Skeleton width="60%" /> : null}
      {events.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('tracking.events.none')}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tracking.events.when')}</TableCell>
                <TableCell>{t('tracking.events.type')}</TableCell>
                <TableCell>{t('tracking.events.page')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((event) => (
                <TableRow key={event.id}>
                  <TableCell>{fullLocalDate(new Date(event.created_at), i18n.language)}</TableCell>
                  <TableCell>{t(`tracking.eventType.${event.type}`)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{event.path ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Paper>
  );
}
