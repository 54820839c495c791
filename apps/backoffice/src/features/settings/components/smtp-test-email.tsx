import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useCurrentUser } from '../../../lib/session';
import { useSendTestEmail } from '../api/organization';
import { TitledSection } from '../../../components/layout/titled-section';
import { mailOutcomeText } from '../../../lib/mail-outcome';

interface SmtpTestEmailProps {
  organizationId: number;
  /** The settings form has changes not saved yet: the test would not use them. */
  unsaved: boolean;
}

/** "Send test email": a message through the saved settings, and the outcome shown below. */
export function SmtpTestEmail({ organizationId, unsaved }: SmtpTestEmailProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const { user } = useCurrentUser();
  const send = useSendTestEmail();
  const { control, handleSubmit } = useForm({ defaultValues: { to: user?.email ?? '' } });

  const submit = handleSubmit(({ to }) =>
    send.mutate({ params: { path: { id: organizationId } }, body: { to: to.trim() } }),
  );
  return (
    <TitledSection title={t('settings.smtp.test.title')}>
      <Typography color="text.secondary">{t('settings.smtp.test.intro')}</Typography>
      <Stack
        component="form"
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
        onSubmit={(event) => void submit(event)}
      >
        <FormTextField
          control={control}
          name="to"
          type="email"
          label={t('settings.smtp.test.to')}
          required
          rules={{ validate: { required: rules.required, email: rules.email } }}
          sx={{ flex: 1 }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={unsaved}
          loading={send.isPending}
          sx={{ mt: { sm: 1 } }}
        >
          {t('settings.smtp.test.submit')}
        </Button>
      </Stack>
      {unsaved ? <Alert severity="warning">{t('settings.smtp.test.unsaved')}</Alert> : null}
      <div role="status">
        {send.isSuccess ? (
          <Alert severity={send.data.sent ? 'success' : 'error'}>
            {mailOutcomeText(send.data.detail, t)}
          </Alert>
        ) : null}
        {send.isError ? <Alert severity="error">{errorMessage(send.error, t)}</Alert> : null}
      </div>
    </TitledSection>
  );
}
