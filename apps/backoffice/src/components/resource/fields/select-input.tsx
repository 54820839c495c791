import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface SelectInputProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Offers "none" (the value `''`, sent as null). */
  allowEmpty?: boolean;
}

/** A choice among fixed options, bound to the surrounding form. */
export function SelectInput({ name, label, options, allowEmpty = true }: SelectInputProps) {
  const { t } = useTranslation('backoffice');
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={label}
          {...field}
          value={(field.value as string | null) ?? ''}
        >
          {allowEmpty ? (
            <MenuItem value="">
              <em>{t('resource.value.none')}</em>
            </MenuItem>
          ) : null}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
