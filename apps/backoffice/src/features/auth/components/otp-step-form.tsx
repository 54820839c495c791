import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OtpField } from '../../../components/otp-field';

interface OtpStepFormProps {
  onSubmit: (code: string) => void;
  pending: boolean;
  /** The refusal of the last code tried, if any. */
  error: string | null;
}

/** The second step of a sign-in: "Please enter the one-time code", a code of the app or a recovery code. */
export function OtpStepForm({ onSubmit, pending, error }: OtpStepFormProps) {
  const { t } = useTranslation('backoffice');
  const { control, handleSubmit } = useForm({ defaultValues: { otp: '' } });
  const submit = handleSubmit(({ otp }) => onSubmit(otp.trim()));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Alert severity="info">{t('otp.required')}</Alert>
      <Controller
        control={control}
        name="otp"
        // The field's message is a text key, as OtpField expects.
        rules={{ validate: (value) => value.trim() !== '' || 'otp.required' }}
        render={({ field, fieldState }) => (
          <OtpField
            value={field.value}
            onChange={field.onChange}
            errorKey={fieldState.error?.message}
            autoFocus
            allowRecoveryCode
          />
        )}
      />
      <Button type="submit" variant="contained" loading={pending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
