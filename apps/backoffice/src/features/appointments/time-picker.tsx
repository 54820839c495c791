import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { clockLabel, dayLabel, practiceDate } from './practice-time';

export interface PickableTime {
  starts_at: string;
  ends_at: string;
}

interface TimePickerProps {
  /** The free times shown, in order. */
  times: readonly PickableTime[];
  /** The starts picked so far. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  /** How many may be picked; the others are disabled once that many are. */
  max: number;
}

/**
 * Free times grouped by day, each a toggle button (pressed when picked); up to `max` of them. A
 * plain list of buttons: Tab reaches each, Space or Enter picks it, and a screen reader hears the
 * day, the time and whether it is picked.
 */
export function TimePicker({ times, selected, onChange, max }: TimePickerProps) {
  const { t, i18n } = useTranslation('backoffice');
  const days = new Map<string, PickableTime[]>();
  for (const time of times) {
    const day = practiceDate(time.starts_at);
    days.set(day, [...(days.get(day) ?? []), time]);
  }
  const full = selected.length >= max;
  const toggle = (start: string) =>
    onChange(
      selected.includes(start)
        ? selected.filter((picked) => picked !== start)
        : [...selected, start].sort(),
    );
  if (times.length === 0) return <Typography>{t('appointments.picker.none')}</Typography>;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t('appointments.picker.count', { count: selected.length, max })}
      </Typography>
      {[...days].map(([day, dayTimes]) => {
        const label = dayLabel(dayTimes[0]!.starts_at, i18n.language);
        return (
          <Stack key={day} component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {dayTimes.map((time) => {
                const picked = selected.includes(time.starts_at);
                const clock = clockLabel(time.starts_at, i18n.language);
                return (
                  <Button
                    key={time.starts_at}
                    variant={picked ? 'contained' : 'outlined'}
                    aria-pressed={picked}
                    aria-label={`${label}, ${clock}`}
                    disabled={!picked && full}
                    startIcon={picked ? <CheckIcon /> : undefined}
                    onClick={() => toggle(time.starts_at)}
                  >
                    {clock}
                  </Button>
                );
              })}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}
