import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type CheckedTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** The message key of a problem to show under the field (marks it invalid). */
  errorKey?: string | undefined;
};

/** A text field of the sign-in and profile forms, showing its validation message in the reader's language. */
export function CheckedTextField({ errorKey, ...props }: CheckedTextFieldProps) {
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      {...props}
      error={Boolean(errorKey)}
      helperText={errorKey ? t(errorKey) : undefined}
    />
  );
}
