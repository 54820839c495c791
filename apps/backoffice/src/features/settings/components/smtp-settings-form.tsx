import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { errorMessage } from '../../../lib/api-errors';
import { useToast } from '../../../lib/toast';
import { useUpdateOrganization, type Organization } from '../api/organization';
import { TitledSection } from '../../../components/layout/titled-section';
import { SmtpTestEmail } from './smtp-test-email';
import { toSmtpUpdate, toSmtpValues, type SmtpSettingsValues } from './smtp-settings-values';

interface SmtpSettingsFormProps {
  organization: Organization;
  organizationId: number;
}

/**
 * Every mail setting; the Server URL is required. The password is write-only: the box is always
 * empty, a note says whether one is saved, and only a typed password is sent.
 */
export function SmtpSettingsForm({ organization, organizationId }: SmtpSettingsFormProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const toast = useToast();
  const update = useUpdateOrganization();
  const { control, handleSubmit, reset, formState } = useForm<SmtpSettingsValues>({
    defaultValues: toSmtpValues(organization),
  });

  const save = handleSubmit((values) =>
    update.mutate(
      { params: { path: { id: organizationId } }, body: toSmtpUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(toSmtpValues(saved));
          toast.success(t('settings.smtp.saved'));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    ),
  );

  return (
    <Stack spacing={3}>
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void save(event)}>
        <TitledSection title={t('settings.smtp.section')}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="mail_server"
              label={t('settings.smtp.server')}
              required
              rules={{ validate: { required: rules.required, length: rules.maxLength(253) } }}
              sx={{ flex: 3 }}
            />
            <FormTextField
              control={control}
              name="mail_port"
              label={t('settings.smtp.port')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              rules={{ validate: rules.integer(1, 65_535) }}
              sx={{ flex: 1 }}
            />
          </Stack>
          <FormTextField
            control={control}
            name="mail_username"
            label={t('settings.smtp.username')}
            autoComplete="off"
            rules={{ validate: rules.maxLength(254) }}
          />
          <FormTextField
            control={control}
            name="mail_password"
            type="password"
            label={t('settings.smtp.password')}
            autoComplete="new-password"
            helperText={`${t(
              organization.mail_password_set
                ? 'settings.smtp.passwordSet'
                : 'settings.smtp.passwordUnset',
            )} ${t('settings.smtp.passwordMoves')}`}
            rules={{ validate: rules.maxLength(512) }}
          />
          <FormTextField
            control={control}
            name="mail_from_name"
            label={t('settings.smtp.fromName')}
            rules={{ validate: rules.maxLength(200) }}
          />
          <FormTextField
            control={control}
            name="mail_from"
            type="email"
            label={t('settings.smtp.from')}
            rules={{ validate: { email: rules.email, length: rules.maxLength(254) } }}
          />
          <FormSwitch control={control} name="mail_ssl_tls" label={t('settings.smtp.sslTls')} />
          <FormSwitch control={control} name="mail_starttls" label={t('settings.smtp.starttls')} />
          <FormSwitch
            control={control}
            name="mail_validate_certs"
            label={t('settings.smtp.validateCerts')}
          />
        </TitledSection>
        <Button
          type="submit"
          variant="contained"
          loading={update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
      <SmtpTestEmail organizationId={organizationId} unsaved={formState.isDirty} />
    </Stack>
  );
}
