import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useRequestEmailChange } from '../api/email-change';

const EMPTY = { email: '', password: '' };

/**
 * Change of one's own email: the new address and the current password; the API mails a link to
 * the new address, and the email changes only once it is followed (the page says so).
 */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t, i18n } = useTranslation('backoffice');
  const headingId = useId();
  const rules = useFormRules();
  const change = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useForm({ defaultValues: EMPTY });

  const submit = handleSubmit((values) => {
    change.mutate(
      {
        new_email: values.email.trim(),
        current_password: values.password,
        language: i18n.resolvedLanguage ?? i18n.language,
      },
      {
        onSuccess: (answer) => {
          setPending(answer.pending_email);
          reset(EMPTY);
        },
      },
    );
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('profile.email.title')}
      </Typography>
      <Typography color="text.secondary">
        {t('profile.email.current', { email: currentEmail })}
      </Typography>
      {change.isError ? <Alert severity="error">{errorMessage(change.error, t)}</Alert> : null}
      {pending && !change.isError ? (
        <Alert severity="info" role="status">
          {t('profile.email.sent', { email: pending, current: currentEmail })}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="email"
        label={t('profile.email.new')}
        type="email"
        autoComplete="email"
        required
        rules={{ validate: { required: rules.required, email: rules.email } }}
      />
      <FormTextField
        control={control}
        name="password"
        label={t('profile.twoFactor.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        helperText={t('profile.email.passwordHelp')}
        rules={{ validate: rules.required }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('profile.email.submit')}
      </Button>
    </Stack>
  );
}
