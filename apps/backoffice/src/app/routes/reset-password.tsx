import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthPage } from '../../components/layout/auth-page';
import { paths } from '../../config/paths';
import { EmailRequestForm } from '../../features/auth/components/email-request-form';

/** /reset-password: asks for the email to send a reset link to. */
export function ResetPasswordRoute() {
  const { t } = useTranslation('backoffice');
  const [sent, setSent] = useState(false);
  return (
    <AuthPage title={t('reset.title')} intro={sent ? t('reset.checkInbox') : t('reset.intro')}>
      {sent ? null : (
        <EmailRequestForm
          kind="reset-password"
          submitLabel={t('reset.submit')}
          successMessage={t('reset.sent')}
          onSent={() => setSent(true)}
        />
      )}
      <Link component={RouterLink} to={paths.login.getHref()}>
        {t('auth.backToLogin')}
      </Link>
    </AuthPage>
  );
}
