import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { LoadingState } from '@cabinet/ui/status/loading-state';
import { useToast } from '../../lib/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { RecoveryCodesDialog } from '../../components/recovery-codes-dialog';
import { paths } from '../../config/paths';
import { check2faConfigOptions } from '../../features/auth/api/check-2fa-config';
import { SetPasswordForm } from '../../features/auth/components/set-password-form';
import { errorMessage } from '../../lib/api-errors';

/** /set-password?t=: the page a reset email links to (with a 2FA setup when the organization requires it). */
export function SetPasswordRoute() {
  const { t } = useTranslation('backoffice');
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const check = useQuery({ ...check2faConfigOptions(token), enabled: token !== '' });
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  const finish = () => {
    toast.success(t('reset.done'));
    void navigate(paths.login.getHref(), { replace: true });
  };

  const body = () => {
    if (token === '' || check.isError) {
      return (
        <>
          <Alert severity="error">
            {token === '' ? t('errors.invalidLink') : errorMessage(check.error, t)}
          </Alert>
          <Link component={RouterLink} to={paths.resetPassword.getHref()}>
            {t('reset.askAgain')}
          </Link>
        </>
      );
    }
    if (!check.data) return <LoadingState />;
    const { is_organiztion_require_2fa, is_already_config_2fa, totp_uri } = check.data;
    const setUp2fa = is_organiztion_require_2fa && !is_already_config_2fa ? totp_uri : null;
    return (
      <SetPasswordForm
        token={token}
        totpUri={setUp2fa}
        onDone={(codes) => (codes.length > 0 ? setRecoveryCodes(codes) : finish())}
      />
    );
  };

  return (
    <AuthPage title={t('newPassword.title')} intro={t('newPassword.intro')}>
      {body()}
      <RecoveryCodesDialog codes={recoveryCodes} onFinish={finish} />
    </AuthPage>
  );
}
