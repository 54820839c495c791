import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormContext, type RegisterOptions } from 'react-hook-form';

type TextInputProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  label: string;
  rules?: RegisterOptions;
};

/** A text field bound to the surrounding form; its rule's message shows under it. */
export function TextInput({ name, rules, helperText, ...props }: TextInputProps) {
  const { control } = useFormContext();
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={(field.value as string | null | undefined) ?? ''}
          required={Boolean(rules?.required)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          fullWidth
        />
      )}
    />
  );
}
