import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useServerOptions, type ServerOption } from '../../lib/resource/use-server-options';

interface LinkedUserInputProps {
  name: string;
  label: string;
  helperText?: string;
}

const labelOf = (user: ServerOption) =>
  (typeof user.name === 'string' && user.name) ||
  (typeof user.username === 'string' ? user.username : `#${user.id}`);

/**
 * The user a practitioner signs in as (or none), found on the server by name, username or email
 * as the staff member types.
 */
export function LinkedUserInput({ name, label, helperText }: LinkedUserInputProps) {
  const { control } = useFormContext();
  const value = useWatch({ control, name }) as number | null | undefined;
  const { options, chosen, loading, onType } = useServerOptions({
    model: 'user',
    searchFields: ['name', 'username', 'email'],
    selectedIds: typeof value === 'number' ? [value] : [],
  });
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          loading={loading}
          options={options}
          filterOptions={(all) => all}
          value={chosen.find((user) => user.id === field.value) ?? null}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input' || reason === 'clear') onType(text);
          }}
          onChange={(_event, picked) => field.onChange(picked?.id ?? null)}
          onBlur={field.onBlur}
          renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
        />
      )}
    />
  );
}
