import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRule, requiredRule } from '../../../components/form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { useSignup } from '../api/signup';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CheckedTextField } from '../../../components/checked-text-field';

const FIELDS = ['email', 'username', 'password', 'confirm'] as const;
type Field = (typeof FIELDS)[number];

/** Public signup (when the organization allows it): the new account is signed in at once. */
export function SignupForm() {
  const { t } = useTranslation('backoffice');
  const store = useSessionStore();
  const signup = useSignup();
  const completeSignIn = useCompleteSignIn();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    username: '',
    password: '',
    confirm: '',
  });
  const [submitted, setSubmitted] = useState(false);

  const errors: Record<Field, string | undefined> = {
    email: emailRule(values.email),
    username: requiredRule(values.username),
    password: requiredRule(values.password),
    confirm:
      requiredRule(values.confirm) ??
      (values.confirm !== values.password ? 'password.mismatch' : undefined),
  };
  const shown = (field: Field) => (submitted ? errors[field] : undefined);

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const error = shown(name);
    return (
      <CheckedTextField
        label={label}
        type={type}
        autoComplete={autoComplete}
        required
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        errorKey={error}
      />
    );
  };

  const submit = () => {
    setSubmitted(true);
    if (FIELDS.some((name) => errors[name])) return;
    signup.mutate(
      {
        email: values.email.trim(),
        username: values.username.trim(),
        password: values.password,
        organization_id: store.getOrganizationId(),
      },
      {
        onSuccess: ({ access_token, user }) => {
          if (access_token && user) completeSignIn({ access_token, user }, 'signup.success');
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-label={t('login.tab.signup')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {signup.isError ? <Alert severity="error">{errorMessage(signup.error, t)}</Alert> : null}
      {field('email', t('form.email'), 'email', 'email')}
      {field('username', t('signup.username'), 'text', 'username')}
      {field('password', t('form.password'), 'password', 'new-password')}
      {field('confirm', t('form.confirmPassword'), 'password', 'new-password')}
      <Button type="submit" variant="contained" size="large" loading={signup.isPending}>
        {t('signup.submit')}
      </Button>
    </Stack>
  );
}
