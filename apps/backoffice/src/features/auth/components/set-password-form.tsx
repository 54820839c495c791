import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useFormRules } from '../../../components/form/use-form-rules';
import { OtpField } from '../../../components/otp-field';
import { TotpQrCode } from '../../../components/totp-qr-code';
import { errorMessage } from '../../../lib/api-errors';
import { useResetPassword } from '../api/reset-password';

interface SetPasswordFormProps {
  token: string;
  /** When the organization requires 2FA and the user has none: set it up with the new password. */
  totpUri: string | null;
  /** Done; `recoveryCodes` is not empty when 2FA was set up on the way. */
  onDone: (recoveryCodes: string[]) => void;
}

/** The set-new-password form of a reset link: password, confirmation and, if required, a 2FA code. */
export function SetPasswordForm({ token, totpUri, onDone }: SetPasswordFormProps) {
  const { t } = useTranslation('backoffice');
  const rules = useFormRules();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm({
    defaultValues: { password: '', confirm: '', otp: '' },
  });

  const submit = handleSubmit((values) =>
    reset.mutate(
      {
        token,
        new_password: values.password,
        ...(totpUri ? { confirmed_2fa: values.otp.trim() } : {}),
      },
      { onSuccess: ({ recovery_codes }) => onDone(recovery_codes) },
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {reset.isError ? <Alert severity="error">{errorMessage(reset.error, t)}</Alert> : null}
      <FormTextField
        control={control}
        name="password"
        label={t('newPassword.password')}
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
      {totpUri ? (
        <>
          <Alert severity="info">{t('twoFactor.requiredByOrganization')}</Alert>
          <TotpQrCode uri={totpUri} />
          <Controller
            control={control}
            name="otp"
            rules={{ validate: (value) => value.trim() !== '' || 'otp.required' }}
            render={({ field, fieldState }) => (
              <OtpField
                value={field.value}
                onChange={field.onChange}
                errorKey={fieldState.error?.message}
              />
            )}
          />
        </>
      ) : null}
      <Button type="submit" variant="contained" loading={reset.isPending}>
        {t('newPassword.submit')}
      </Button>
    </Stack>
  );
}
