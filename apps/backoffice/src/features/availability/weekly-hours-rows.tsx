import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { WeeklyHours } from './api';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The usual week, one row of hours per line: weekday, from, to, appointment length. */
export function WeeklyHoursRows({
  rows,
  onChange,
}: {
  rows: readonly WeeklyHours[];
  onChange: (rows: WeeklyHours[]) => void;
}) {
  const { t } = useTranslation('backoffice');
  const update = (index: number, change: Partial<WeeklyHours>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row, index) => {
        const name = t('availability.weekly.rowLabel', {
          number: index + 1,
          day: t(`availability.weekday.${row.weekday}`),
        });
        return (
          <Stack
            key={index}
            component="li"
            aria-label={name}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              size="small"
              label={t('availability.field.weekday')}
              value={row.weekday}
              onChange={(event) => update(index, { weekday: Number(event.target.value) })}
              sx={{ minWidth: 150 }}
            >
              {WEEKDAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {t(`availability.weekday.${day}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="time"
              size="small"
              label={t('availability.field.from')}
              value={row.start_time}
              onChange={(event) => update(index, { start_time: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('availability.field.to')}
              value={row.end_time}
              onChange={(event) => update(index, { end_time: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="number"
              size="small"
              label={t('availability.field.slotMinutes')}
              value={row.slot_minutes}
              onChange={(event) => update(index, { slot_minutes: Number(event.target.value) })}
              slotProps={{ htmlInput: { min: 15, max: 240, step: 5 } }}
              sx={{ width: { sm: 170 } }}
            />
            <div>
              <IconButton
                aria-label={t('availability.remove', { name })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                <DeleteIcon />
              </IconButton>
            </div>
          </Stack>
        );
      })}
    </Stack>
  );
}
