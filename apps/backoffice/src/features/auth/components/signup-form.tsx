import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { useSignup } from '../api/signup';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

interface SignupValues {
  email: string;
  username: string;
  password: string;
  confirm: string;
}

interface SignupFormProps {
  /** The organization requires 2FA: the account exists, and the setup comes through a mailed link. */
  onTwoFactorSetupRequired: () => void;
}

/**
 * Public signup (when the organization allows it): the new account is signed in at once, or, where
 * the organization requires 2FA, sent to set it up as a sign-in would be.
 */
export function SignupForm({ onTwoFactorSetupRequired }: SignupFormProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const store = useSessionStore();
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const { control, handleSubmit } = useForm<SignupValues>({
    defaultValues: { email: '', username: '', password: '', confirm: '' },
  });

  const submit = handleSubmit((values) =>
    signup.mutate(
      {
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        organization_id: store.getOrganizationId(),
      },
      {
        onSuccess: ({ is_require_user_config_2fa, access_token, refresh_token, user }) => {
          if (is_require_user_config_2fa || !access_token || !user) onTwoFactorSetupRequired();
          else completeSignIn({ access_token, refresh_token, user }, 'signup.success');
        },
      },
    ),
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('login.tab.signup')}
      onSubmit={(event) => void submit(event)}
    >
      {signup.isError ? <Alert severity="error">{errorMessage(signup.error, t)}</Alert> : null}
      <FormTextField
        control={control}
        name="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        required
        rules={{ validate: { required: rules.required, email: rules.email } }}
      />
      <FormTextField
        control={control}
        name="username"
        label={t('signup.username')}
        autoComplete="username"
        required
        rules={{ validate: rules.required }}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('form.password')}
        type="password"
        autoComplete="new-password"
        required
        rules={{ validate: rules.required }}
      />
      <FormTextField
        control={control}
        name="confirm"
        label={t('form.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
        rules={{ validate: { required: rules.required, same: rules.sameAs('password') } }}
      />
      <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
        {t('signup.submit')}
      </Button>
    </Stack>
  );
}
