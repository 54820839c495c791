import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ResourceFilterField } from '../../lib/resource/define-resource';
import { listQueryOptions } from '../../lib/resource/queries';

interface ChoiceValueInputProps {
  field: ResourceFilterField;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The most records a reference filter offers; a practice has a handful of practitioners. */
const MOST_REFERENCES = 200;

/** A filter's value picked from a list: the field's own choices, or another model's records. */
export function ChoiceValueInput({ field, label, value, onChange }: ChoiceValueInputProps) {
  const { t } = useTranslation('backoffice');
  const reference = field.reference;
  const records = useQuery({
    ...listQueryOptions(
      reference?.model ?? 'practitioner',
      { order_by: { field: reference?.labelField ?? 'id', direction: 'asc' } },
      { skip: 0, limit: MOST_REFERENCES },
    ),
    enabled: Boolean(reference),
  });
  const options = reference
    ? (records.data?.data ?? []).map((record) => {
        const row = record as Record<string, unknown>;
        const label = row[reference.labelField];
        return { value: String(row.id), label: typeof label === 'string' ? label : '' };
      })
    : (field.choices ?? []).map((choice) => ({ value: choice.value, label: t(choice.labelKey) }));
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
