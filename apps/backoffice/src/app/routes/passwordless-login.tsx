import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { OtpStepForm } from '../../features/auth/components/otp-step-form';
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
        <OtpStepForm
          onSubmit={attempt}
          pending={login.isPending}
          error={failedWithCode ? errorMessage(login.error, t) : null}
        />
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
