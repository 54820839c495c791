import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { dailyPageViewsOptions } from './api';

const DAYS = 14;

/**
 * Page views per day over the last two weeks, as plain bars (no chart library: fourteen bars do not
 * need one). Each bar names its day and count for screen readers; the figures show above the bars.
 */
export function DailyPageViewsChart() {
  const { t, i18n } = useTranslation('backoffice');
  const headingId = useId();
  const series = useQuery(dailyPageViewsOptions(DAYS));
  const days = series.data ?? [];
  const highest = Math.max(1, ...days.map((day) => day.page_views));
  const dayLabel = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('tracking.chart.title', { days: DAYS })}
      </Typography>
      {series.isError ? <Alert severity="error">{errorMessage(series.error, t)}</Alert> : null}
      {series.isPending ? <Skeleton variant="rectangular" height={160} /> : null}
      {days.length > 0 ? (
        <Box
          component="ol"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
            alignItems: 'end',
            gap: { xs: 0.5, sm: 1 },
            height: 180,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {days.map((day, index) => (
            <Box
              component="li"
              key={day.day}
              aria-label={t('tracking.chart.bar', {
                day: dayLabel(day.day),
                views: day.page_views,
              })}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                height: '100%',
              }}
            >
              <Typography variant="caption" aria-hidden sx={{ mt: 'auto' }}>
                {day.page_views}
              </Typography>
              <Box
                aria-hidden
                sx={{
                  width: '100%',
                  maxWidth: 32,
                  height: `${Math.round((day.page_views / highest) * 120)}px`,
                  minHeight: 2,
                  bgcolor: 'primary.main',
                  borderRadius: '4px 4px 0 0',
                }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                aria-hidden
                sx={{
                  fontSize: { xs: '0.6rem', sm: '0.75rem' },
                  whiteSpace: 'nowrap',
                  // On a phone a column is narrower than a date: every third day is named, today too.
                  visibility: {
                    xs: (days.length - 1 - index) % 3 === 0 ? 'visible' : 'hidden',
                    sm: 'visible',
                  },
                }}
              >
                {dayLabel(day.day)}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
