import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur'
> & {
  control: Control<Values>;
  name: FieldPath<Values>;
  /** Checks whose messages are already in the reader's language (see `useFormRules`). */
  rules?: RegisterOptions<Values, FieldPath<Values>>;
  /** Shown under the field while it has no error. */
  helperText?: ReactNode;
};

/** A MUI text field bound to a react-hook-form field: its value, and its error under it. */
export function FormTextField<Values extends FieldValues>(props: FormTextFieldProps<Values>) {
  const { control, name, rules, helperText, ...textFieldProps } = props;
  const {
    field: { ref, value, ...field },
    fieldState: { error },
  } = useController({ control, name, rules });
  return (
    <TextField
      {...textFieldProps}
      {...field}
      inputRef={ref}
      value={value ?? ''}
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
    />
  );
}
