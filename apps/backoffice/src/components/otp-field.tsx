import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface OtpFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message key of a problem to show under the field. */
  errorKey?: string;
  autoFocus?: boolean;
  /** At sign-in a recovery code is accepted in the same field. */
  allowRecoveryCode?: boolean;
  required?: boolean;
}

/** The field for a code of the authenticator app (6 digits), or a recovery code at sign-in. */
export function OtpField(props: OtpFieldProps) {
  const { value, onChange, errorKey, autoFocus, allowRecoveryCode, required = true } = props;
  const { t } = useTranslation('backoffice');
  return (
    <TextField
      label={t('otp.label')}
      value={value}
      onChange={onChange}
      required={required}
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      error={Boolean(errorKey)}
      helperText={errorKey ? t(errorKey) : allowRecoveryCode ? t('otp.recoveryHint') : undefined}
      slotProps={{
        htmlInput: {
          inputMode: allowRecoveryCode ? 'text' : 'numeric',
          maxLength: allowRecoveryCode ? 64 : 6,
          spellCheck: false,
        },
      }}
    />
  );
}
