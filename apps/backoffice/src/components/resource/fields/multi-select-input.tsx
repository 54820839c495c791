import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';

interface Option {
  value: string;
  label: string;
}

interface MultiSelectInputProps {
  name: string;
  label: string;
  /** The choices, in the order the list offers them. */
  options: readonly Option[];
  helperText?: string;
}

/** Several choices among fixed options (typed to filter), bound to the form: the value is theirs. */
export function MultiSelectInput({ name, label, options, helperText }: MultiSelectInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => {
        const values = (field.value as string[] | null | undefined) ?? [];
        return (
          <Autocomplete
            multiple
            // Several choices in a row: the list stays open until the field is left.
            disableCloseOnSelect
            options={options}
            value={options.filter((option) => values.includes(option.value))}
            getOptionLabel={(option) => option.label}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.value))}
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
