import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../features/settings/components/settings-page';
import { SmtpSettingsForm } from '../../../features/settings/components/smtp-settings-form';

/** /smtp-settings: the organization's mail server and the test email (administrators). */
export function SmtpSettingsRoute() {
  const { t } = useTranslation('backoffice');
  return (
    <SettingsPage title={t('settings.smtp.title')} intro={t('settings.smtp.intro')}>
      {(organization, organizationId) => (
        <SmtpSettingsForm organization={organization} organizationId={organizationId} />
      )}
    </SettingsPage>
  );
}
