import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFormContext } from 'react-hook-form';
import { listQueryOptions } from '../../lib/resource/queries';

interface LinkedUserInputProps {
  name: string;
  label: string;
  helperText?: string;
}

interface UserChoice {
  id: number;
  name: string | null;
  username: string;
}

const labelOf = (user: UserChoice) => user.name || user.username;

/** The user a practitioner signs in as, picked among the organization's users (or none). */
export function LinkedUserInput({ name, label, helperText }: LinkedUserInputProps) {
  const { control } = useFormContext();
  const users = useQuery(
    listQueryOptions(
      'user',
      { order_by: { field: 'name', direction: 'asc' } },
      { skip: 0, limit: 1000 },
    ),
  );
  const choices = (users.data?.data ?? []) as UserChoice[];
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Autocomplete
          loading={users.isPending}
          options={choices}
          value={choices.find((user) => user.id === field.value) ?? null}
          getOptionLabel={labelOf}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, chosen) => field.onChange(chosen?.id ?? null)}
          onBlur={field.onBlur}
          renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
        />
      )}
    />
  );
}
