import { useTranslation } from 'react-i18next';
import { EmailRequestDialog } from './email-request-dialog';

export type LoginHelpDialog = 'reset' | 'twoFactorSetup' | 'signInLink' | null;

interface LoginHelpDialogsProps {
  open: LoginHelpDialog;
  onClose: () => void;
}

/**
 * The login screen's email modals: Reset password, the one shown when the organization requires a
 * 2FA setup (both mail a reset link), and "email me a sign-in link".
 */
export function LoginHelpDialogs({ open, onClose }: LoginHelpDialogsProps) {
  const { t } = useTranslation('backoffice');
  const sent = t('reset.sent');
  return (
    <>
      <EmailRequestDialog
        open={open === 'reset'}
        onClose={onClose}
        kind="reset-password"
        title={t('reset.title')}
        intro={t('reset.intro')}
        submitLabel={t('reset.submit')}
        successMessage={sent}
      />
      <EmailRequestDialog
        open={open === 'twoFactorSetup'}
        onClose={onClose}
        kind="reset-password"
        title={t('twoFactorRequired.title')}
        intro={t('twoFactorRequired.intro')}
        submitLabel={t('reset.submit')}
        successMessage={sent}
      />
      <EmailRequestDialog
        open={open === 'signInLink'}
        onClose={onClose}
        kind="sign-in"
        title={t('signInLink.title')}
        intro={t('signInLink.intro')}
        submitLabel={t('signInLink.submit')}
        successMessage={t('signInLink.sent')}
      />
    </>
  );
}
