import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormSwitch } from '../../../components/form/form-switch';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { useToast } from '../../../lib/toast';
import { useUpdateOrganization, type Organization } from '../api/organization';
import {
  toGeneralUpdate,
  toGeneralValues,
  type GeneralSettingsValues,
} from './general-settings-values';
import { TitledSection } from '../../../components/layout/titled-section';

// The API caps a session at 7 days.
const TOKEN_MINUTES = { min: 5, max: 10_080 };
const RETENTION_DAYS = { min: 1, max: 3650 };

interface GeneralSettingsFormProps {
  organization: Organization;
  organizationId: number;
}

/**
 * General settings: the display name (required), sign-in rules and the practice's details. Saving
 * says "Organization Settings updated successfully!"; a refusal shows the server's message.
 */
export function GeneralSettingsForm({ organization, organizationId }: GeneralSettingsFormProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const toast = useToast();
  const update = useUpdateOrganization();
  const { control, handleSubmit, reset } = useForm<GeneralSettingsValues>({
    defaultValues: toGeneralValues(organization),
  });
  const text = (name: keyof GeneralSettingsValues, max: number) => ({
    control,
    name,
    label: t(`settings.general.${name}`),
    rules: { validate: rules.maxLength(max) },
  });

  const save = handleSubmit((values) =>
    update.mutate(
      { params: { path: { id: organizationId } }, body: toGeneralUpdate(values) },
      {
        onSuccess: (saved) => {
          reset(toGeneralValues(saved));
          toast.success(t('settings.general.saved'));
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(event) => void save(event)}>
      <TitledSection title={t('settings.general.section.identity')}>
        <FormTextField
          control={control}
          name="name"
          label={t('settings.general.name')}
          required
          rules={{ validate: { required: rules.required, length: rules.maxLength(200) } }}
        />
      </TitledSection>
      <TitledSection title={t('settings.general.section.access')}>
        <FormTextField
          control={control}
          name="access_token_expire_minutes"
          label={t('settings.general.tokenLifetime')}
          helperText={t('settings.general.tokenLifetimeHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          rules={{ validate: rules.integer(TOKEN_MINUTES.min, TOKEN_MINUTES.max) }}
        />
        <FormSwitch
          control={control}
          name="require_2fa_all_users"
          label={t('settings.general.require2fa')}
        />
        <FormSwitch
          control={control}
          name="allow_public_signup"
          label={t('settings.general.publicSignup')}
        />
        <Link component={RouterLink} to={paths.googleSignInSettings.getHref()}>
          {t('settings.general.googleLink')}
        </Link>
      </TitledSection>
      <TitledSection title={t('settings.general.section.practice')}>
        <FormTextField {...text('street', 200)} autoComplete="street-address" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField {...text('zip', 20)} autoComplete="postal-code" sx={{ flex: 1 }} />
          <FormTextField {...text('city', 100)} autoComplete="address-level2" sx={{ flex: 2 }} />
        </Stack>
        <FormTextField
          control={control}
          name="country"
          label={t('settings.general.country')}
          helperText={t('settings.form.countryCode')}
          rules={{
            validate: (value) =>
              value === '' ||
              /^[A-Z]{2}$/.test(String(value).trim()) ||
              t('settings.form.countryCode'),
          }}
        />
        <FormTextField {...text('phone', 40)} type="tel" autoComplete="tel" />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('settings.general.email')}
          autoComplete="email"
          rules={{ validate: { email: rules.email, length: rules.maxLength(254) } }}
        />
        <FormTextField {...text('website', 300)} type="url" autoComplete="url" />
        <FormTextField
          control={control}
          name="contact_retention_days"
          label={t('settings.general.retention')}
          helperText={t('settings.general.retentionHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          rules={{ validate: rules.integer(RETENTION_DAYS.min, RETENTION_DAYS.max) }}
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
  );
}
