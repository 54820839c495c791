import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../components/form-rules';
import { OtpField } from '../../../components/otp-field';
import { errorMessage, isIncorrectOtp } from '../../../lib/api-errors';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CheckedTextField } from '../../../components/checked-text-field';

interface LoginFormProps {
  /** The organization requires 2FA and this user has none: no session, ask for an email instead. */
  onTwoFactorSetupRequired: () => void;
}

/**
 * Username, password and, once the API asks for it, a one-time code ("Incorrect OTP" with the
 * field still hidden shows it with the note "Please enter the one-time code"; any other error is shown as such).
 */
export function LoginForm({ onTwoFactorSetupRequired }: LoginFormProps) {
  const { t } = useTranslation('backoffice');
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState({ username: '', password: '', otp: '' });
  const [submitted, setSubmitted] = useState(false);
  const [showOtp, setShowOtp] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usernameError = submitted ? requiredRule(values.username) : undefined;
  const passwordError = submitted ? requiredRule(values.password) : undefined;

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = () => {
    setSubmitted(true);
    setError(null);
    if (requiredRule(values.username) || requiredRule(values.password)) return;
    login.mutate(
      { username: values.username.trim(), password: values.password, otp: values.otp.trim() },
      {
        onSuccess: ({ is_require_user_config_2fa, access_token, user }) => {
          if (is_require_user_config_2fa || !access_token || !user) onTwoFactorSetupRequired();
          else completeSignIn({ access_token, user }, 'login.success');
        },
        onError: (cause) => {
          if (isIncorrectOtp(cause) && !showOtp) setShowOtp(true);
          else setError(errorMessage(cause, t));
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('login.tab.login')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <CheckedTextField
        label={t('login.username')}
        autoComplete="username"
        required
        value={values.username}
        onChange={set('username')}
        errorKey={usernameError}
      />
      <CheckedTextField
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
        errorKey={passwordError}
      />
      {showOtp ? (
        <>
          <Alert severity="info">{t('otp.required')}</Alert>
          <OtpField value={values.otp} onChange={set('otp')} autoFocus allowRecoveryCode />
        </>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
