import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { OtpField } from '../../components/otp-field';
import { paths } from '../../config/paths';
import { usePasswordlessLogin } from '../../features/auth/api/passwordless-login';
import { useCompleteSignIn } from '../../features/auth/hooks/use-complete-sign-in';
import { errorMessage, isIncorrectOtp } from '../../lib/api-errors';

/**
 * /passwordless-login?token=: signs in with the mailed link at once; when the account uses 2FA the
 * API answers "Incorrect OTP" and the page asks for a code.
 */
export function PasswordlessLoginRoute() {
  const { t } = useTranslation('backoffice');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const login = usePasswordlessLogin();
  const completeSignIn = useCompleteSignIn();
  const [needsOtp, setNeedsOtp] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpMissing, setOtpMissing] = useState(false);
  const started = useRef(false);

  const attempt = (code?: string) =>
    login.mutate(
      { token, otp: code },
      {
        onSuccess: (session) => completeSignIn(session, 'login.success'),
        onError: (cause) => {
          if (isIncorrectOtp(cause)) setNeedsOtp(true);
        },
      },
    );

  useEffect(() => {
    // The link is single use: try it once, even when React runs effects twice in development.
    if (started.current || token === '') return;
    started.current = true;
    attempt();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load
  }, [token]);

  // An "Incorrect OTP" answer to the link alone only means a code is needed: not an error to show.
  const failedWithCode = login.isError && Boolean(login.variables?.otp);
  const linkError =
    token === ''
      ? t('errors.invalidLink')
      : login.isError && !needsOtp
        ? errorMessage(login.error, t)
        : null;

  return (
    <AuthPage title={t('passwordless.title')}>
      {needsOtp ? (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            setOtpMissing(otp.trim() === '');
            if (otp.trim() !== '') attempt(otp.trim());
          }}
        >
          {failedWithCode ? <Alert severity="error">{errorMessage(login.error, t)}</Alert> : null}
          <Alert severity="info">{t('otp.required')}</Alert>
          <OtpField
            value={otp}
            onChange={(event) => setOtp(event.target.value)}
            errorKey={otpMissing ? 'otp.required' : undefined}
            autoFocus
            allowRecoveryCode
          />
          <Button type="submit" variant="contained" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      ) : linkError ? (
        <>
          <Alert severity="error">{linkError}</Alert>
          <Link component={RouterLink} to={paths.login.getHref()}>
            {t('auth.backToLogin')}
          </Link>
        </>
      ) : (
        <LoadingState label={t('passwordless.signingIn')} />
      )}
    </AuthPage>
  );
}
