import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../components/form-rules';
import { OtpField } from '../../../components/otp-field';
import { TotpQrCode } from '../../../components/totp-qr-code';
import { errorMessage } from '../../../lib/api-errors';
import { useResetPassword } from '../api/reset-password';
import { CheckedTextField } from '../../../components/checked-text-field';

interface SetPasswordFormProps {
  token: string;
  /** When the organization requires 2FA and the user has none: set it up with the new password. */
  totpUri: string | null;
  /** Done; `recoveryCodes` is not empty when 2FA was set up on the way. */
  onDone: (recoveryCodes: string[]) => void;
}

/** The set-new-password form of a reset link: password, confirmation and, if required, a 2FA code. */
export function SetPasswordForm({ token, totpUri, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation('backoffice');
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', confirm: '', otp: '' });
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    password: requiredRule(values.password),
    confirm:
      requiredRule(values.confirm) ??
      (values.confirm !== values.password ? 'password.mismatch' : undefined),
    otp: totpUri ? (values.otp.trim() === '' ? 'otp.required' : undefined) : undefined,
  };
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    setSubmitted(true);
    if (errors.password || errors.confirm || errors.otp) return;
    reset.mutate(
      {
        token,
        new_password: values.password,
        ...(totpUri ? { confirmed_2fa: values.otp.trim() } : {}),
      },
      { onSuccess: ({ recovery_codes }) => onDone(recovery_codes) },
    );
  };

  const passwordError = shown('password');
  const confirmError = shown('confirm');
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {reset.isError ? <Alert severity="error">{errorMessage(reset.error, t)}</Alert> : null}
      <CheckedTextField
        label={t('newPassword.password')}
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        errorKey={passwordError}
      />
      <CheckedTextField
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        onChange={set('confirm')}
        errorKey={confirmError}
      />
      {totpUri ? (
        <>
          <Alert severity="info">{t('twoFactor.requiredByOrganization')}</Alert>
          <TotpQrCode uri={totpUri} />
          <OtpField value={values.otp} onChange={set('otp')} errorKey={shown('otp')} />
        </>
      ) : null}
      <Button type="submit" variant="contained" loading={reset.isPending}>
        {t('newPassword.submit')}
      </Button>
    </Stack>
  );
}
