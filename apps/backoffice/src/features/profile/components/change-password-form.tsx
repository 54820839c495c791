import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';

const EMPTY = { old: '', next: '', confirm: '' };

/**
 * Change password: old, new and confirmation required; a confirmation that differs is an
 * error, a new password equal to the old one a warning. The fresh token answered is stored.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const rules = useFormRules();
  const store = useSessionStore();
  const toast = useToast();
  const change = useChangePassword();
  const { control, handleSubmit, reset, watch, formState } = useForm({ defaultValues: EMPTY });
  const [old, next] = watch(['old', 'next']);
  const sameAsOld = formState.isSubmitted && next !== '' && next === old;

  const submit = handleSubmit((values) => {
    if (values.next === values.old) return;
    change.mutate(
      { old_password: values.old, new_password: values.next },
      {
        onSuccess: ({ access_token }) => {
          store.setToken(access_token);
          toast.success(t('profile.password.changed'));
          reset(EMPTY);
        },
      },
    );
  });

  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      rules={{
        validate:
          name === 'confirm'
            ? { required: rules.required, same: rules.sameAs('next') }
            : rules.required,
      }}
    />
  );

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
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
