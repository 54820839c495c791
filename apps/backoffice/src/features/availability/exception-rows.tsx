import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AvailabilityException } from './api';

/**
 * Changes to the usual week: time off over a range of dates (whole days when no hours are given)
 * or extra hours, which need a length for their appointments.
 */
export function ExceptionRows({
  rows,
  onChange,
}: {
  rows: readonly AvailabilityException[];
  onChange: (rows: AvailabilityException[]) => void;
}) {
  const { t } = useTranslation('backoffice');
  const update = (index: number, change: Partial<AvailabilityException>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row, index) => {
        const name = t('availability.exceptions.rowLabel', {
          number: index + 1,
          kind: t(`availability.kind.${row.kind}`),
        });
        return (
          <Stack
            key={index}
            component="li"
            aria-label={name}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
          >
            <TextField
              select
              size="small"
              label={t('availability.field.kind')}
              value={row.kind}
              onChange={(event) => {
                const kind = event.target.value as AvailabilityException['kind'];
                update(
                  index,
                  kind === 'extra'
                    ? {
                        kind,
                        start_time: row.start_time ?? '17:00',
                        end_time: row.end_time ?? '19:00',
                        slot_minutes: 50,
                      }
                    : { kind, slot_minutes: null },
                );
              }}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="off">{t('availability.kind.off')}</MenuItem>
              <MenuItem value="extra">{t('availability.kind.extra')}</MenuItem>
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('availability.field.startDate')}
              value={row.start_date}
              onChange={(event) =>
                update(index, {
                  start_date: event.target.value,
                  end_date: row.end_date < event.target.value ? event.target.value : row.end_date,
                })
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('availability.field.endDate')}
              value={row.end_date}
              onChange={(event) => update(index, { end_date: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('availability.field.from')}
              value={row.start_time ?? ''}
              onChange={(event) => update(index, { start_time: event.target.value || null })}
              helperText={row.kind === 'off' ? t('availability.wholeDayHint') : undefined}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="time"
              size="small"
              label={t('availability.field.to')}
              value={row.end_time ?? ''}
              onChange={(event) => update(index, { end_time: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            {row.kind === 'extra' ? (
              <TextField
                type="number"
                size="small"
                label={t('availability.field.slotMinutes')}
                value={row.slot_minutes ?? ''}
                onChange={(event) =>
                  update(index, { slot_minutes: Number(event.target.value) || null })
                }
                slotProps={{ htmlInput: { min: 15, max: 240, step: 5 } }}
                sx={{ width: { md: 170 } }}
              />
            ) : null}
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
