import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../lib/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '../../../components/form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { CheckedTextField } from '../../../components/checked-text-field';

const EMPTY = { old: '', next: '', confirm: '' };
type Field = keyof typeof EMPTY;

/**
 * Change password (spec §5): old, new and confirmation required; a confirmation that differs is an
 * error, a new password equal to the old one a warning. The fresh token answered is stored.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const store = useSessionStore();
  const toast = useToast();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const errors: Record<Field, string | undefined> = {
    old: requiredRule(values.old),
    next: requiredRule(values.next),
    confirm:
      requiredRule(values.confirm) ??
      (values.confirm !== values.next ? 'password.mismatch' : undefined),
  };
  const sameAsOld = submitted && values.next !== '' && values.next === values.old;

  const submit = () => {
    setSubmitted(true);
    if (errors.old || errors.next || errors.confirm || values.next === values.old) return;
    change.mutate(
      { old_password: values.old, new_password: values.next },
      {
        onSuccess: ({ access_token }) => {
          store.setToken(access_token);
          toast.success(t('profile.password.changed'));
          setValues(EMPTY);
          setSubmitted(false);
        },
      },
    );
  };

  const field = (name: Field, label: string, autoComplete: string) => {
    const error = submitted ? errors[name] : undefined;
    return (
      <CheckedTextField
        label={label}
        type="password"
        autoComplete={autoComplete}
        required
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        errorKey={error}
      />
    );
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('profile.password.title')}
      </Typography>
      {change.isError ? <Alert severity="error">{errorMessage(change.error, t)}</Alert> : null}
      {sameAsOld ? <Alert severity="warning">{t('password.sameAsOld')}</Alert> : null}
      {field('old', t('profile.password.old'), 'current-password')}
      {field('next', t('newPassword.password'), 'new-password')}
      {field('confirm', t('form.confirmPassword'), 'new-password')}
      <Button
        type="submit"
        variant="contained"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.password.submit')}
      </Button>
    </Stack>
  );
}
