import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { OtpField } from '../../../components/otp-field';
import { errorMessage, isIncorrectOtp } from '../../../lib/api-errors';
import { useLogin, type LoginInput } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

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
  const rules = useFormRules();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const { control, handleSubmit } = useForm<LoginInput>({
    defaultValues: { username: '', password: '', otp: '' },
  });
  const [showOtp, setShowOtp] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit((values) => {
    setError(null);
    login.mutate(
      { username: values.username.trim(), password: values.password, otp: values.otp.trim() },
      {
        onSuccess: ({ is_require_user_config_2fa, access_token, refresh_token, user }) => {
          if (is_require_user_config_2fa || !access_token || !user) onTwoFactorSetupRequired();
          else completeSignIn({ access_token, refresh_token, user }, 'login.success');
        },
        onError: (cause) => {
          if (isIncorrectOtp(cause) && !showOtp) setShowOtp(true);
          else setError(errorMessage(cause, t));
        },
      },
    );
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('login.tab.login')}
      onSubmit={(event) => void submit(event)}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <FormTextField
        control={control}
        name="username"
        label={t('login.username')}
        autoComplete="username"
        required
        rules={{ validate: rules.required }}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('form.password')}
        type="password"
        autoComplete="current-password"
        required
        rules={{ validate: rules.required }}
      />
      {showOtp ? (
        <>
          <Alert severity="info">{t('otp.required')}</Alert>
          <Controller
            control={control}
            name="otp"
            render={({ field }) => (
              <OtpField value={field.value} onChange={field.onChange} autoFocus allowRecoveryCode />
            )}
          />
        </>
      ) : null}
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
