import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useToast } from '../../../lib/toast';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OtpField } from '../../../components/otp-field';
import { RecoveryCodesDialog } from '../../../components/recovery-codes-dialog';
import { TotpQrCode } from '../../../components/totp-qr-code';
import { errorMessage } from '../../../lib/api-errors';
import { useSessionStore } from '../../../lib/session';
import { twoFactorConfigOptions, useUpdateTwoFactorConfig } from '../api/two-factor-config';

/**
 * 2FA setup: turning the switch on asks for a QR code; a code from the app and the current
 * password confirm the change (Confirm is disabled while nothing changes); the recovery codes then
 * show in their modal. Turning it off also takes a code and the password: a session left open on
 * someone else's screen is not enough to change how the account is protected.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation('backoffice');
  const headingId = useId();
  const store = useSessionStore();
  const toast = useToast();
  const config = useQuery(twoFactorConfigOptions());
  const update = useUpdateTwoFactorConfig((token) => store.setToken(token));
  const [wanted, setWanted] = useState<boolean | null>(null);
  const [totpUri, setTotpUri] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpMissing, setOtpMissing] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  if (config.isPending) return <LoadingState />;
  if (config.isError) return <Alert severity="error">{errorMessage(config.error, t)}</Alert>;

  const saved = config.data.is_use_2fa;
  const enabled = wanted ?? saved;
  const changed = enabled !== saved;
  // Only the secret of the setup this switch started: an earlier, unconfirmed setup's secret (which
  // the config may still name) stops working once the new one is made, so showing it while the new
  // one is on its way would have the user scan a code that can never confirm.
  const settingUp = enabled && !saved;
  const qrUri = settingUp ? totpUri : null;

  const toggle = (next: boolean) => {
    setWanted(next);
    setOtp('');
    setOtpMissing(false);
    setPassword('');
    setPasswordMissing(false);
    update.reset();
    if (next && !saved) {
      update.mutate(
        { is_use_2fa: true, confirmed: false },
        { onSuccess: ({ totp_uri }) => setTotpUri(totp_uri) },
      );
    }
  };

  const saveDone = () => {
    const user = store.getUser();
    if (user) store.setUser({ ...user, is_use_2fa: enabled });
    setWanted(null);
    setTotpUri(null);
    setOtp('');
    setPassword('');
    toast.success(t('profile.twoFactor.saved'));
  };

  const confirm = () => {
    const code = otp.trim();
    setOtpMissing(code === '');
    setPasswordMissing(password === '');
    if (code === '' || password === '') return;
    update.mutate(
      { is_use_2fa: enabled, confirmed: true, crosscheck_otp: code, current_password: password },
      {
        onSuccess: ({ recovery_codes }) =>
          recovery_codes.length > 0 ? setRecoveryCodes(recovery_codes) : saveDone(),
      },
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
        if (changed) confirm();
      }}
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('profile.twoFactor.title')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => toggle(event.target.checked)} />}
        label={t('profile.twoFactor.toggle')}
      />
      {update.isError ? <Alert severity="error">{errorMessage(update.error, t)}</Alert> : null}
      {qrUri ? <TotpQrCode uri={qrUri} /> : settingUp && update.isPending ? <LoadingState /> : null}
      {changed ? (
        <>
          {saved ? <Typography>{t('profile.twoFactor.offIntro')}</Typography> : null}
          <OtpField
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            errorKey={otpMissing ? 'otp.required' : undefined}
            allowRecoveryCode={saved}
          />
          <TextField
            label={t('profile.twoFactor.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordMissing}
            helperText={
              passwordMissing ? t('form.required') : t('profile.twoFactor.currentPasswordHelp')
            }
          />
        </>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        disabled={!changed}
        loading={update.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('common:actions.confirm')}
      </Button>
      <RecoveryCodesDialog
        codes={recoveryCodes}
        onFinish={() => {
          setRecoveryCodes([]);
          saveDone();
        }}
      />
    </Stack>
  );
}
