import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
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
  const [otp, setOtp] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        const code = otp.trim();
        setMissing(code === '');
        if (code !== '') onSubmit(code);
      }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Alert severity="info">{t('otp.required')}</Alert>
      <OtpField
        value={otp}
        onChange={(event) => setOtp(event.target.value)}
        errorKey={missing ? 'otp.required' : undefined}
        autoFocus
        allowRecoveryCode
      />
      <Button type="submit" variant="contained" loading={pending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
