import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import type { ModelName } from '../../../lib/resource/model-paths';
import { listQueryOptions } from '../../../lib/resource/queries';

interface ReferenceMultiSelectProps {
  name: string;
  label: string;
  model: ModelName;
  /** How an option reads. */
  optionLabel: (record: { id: number; name?: string | null }) => string;
  /** Records never offered (the record itself, say). */
  exclude?: readonly number[];
  helperText?: string;
}

/** Several records of another model, picked from its list (up to 1000): the value is their ids. */
export function ReferenceMultiSelect({
  name,
  label,
  model,
  optionLabel,
  exclude = [],
  helperText,
}: ReferenceMultiSelectProps) {
  const { control } = useFormContext();
  const options = useQuery(
    listQueryOptions(
      model,
      { order_by: { field: 'name', direction: 'asc' } },
      { skip: 0, limit: 1000 },
    ),
  );
  const records = ((options.data?.data ?? []) as { id: number; name?: string | null }[]).filter(
    (record) => !exclude.includes(record.id),
  );
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const ids = (field.value as number[] | undefined) ?? [];
        return (
          <Autocomplete
            multiple
            loading={options.isPending}
            options={records}
            value={records.filter((record) => ids.includes(record.id))}
            getOptionLabel={optionLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, chosen) => field.onChange(chosen.map((record) => record.id))}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField {...params} label={label} helperText={helperText} />
            )}
          />
        );
      }}
    />
  );
}
