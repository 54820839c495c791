import { useTranslation } from 'react-i18next';
import { GeneralSettingsForm } from '../../../features/settings/components/general-settings-form';
import { SettingsPage } from '../../../features/settings/components/settings-page';

/** /organization-settings: the organization's General settings (administrators). */
export function OrganizationSettingsRoute() {
  const { t } = useTranslation('backoffice');
  return (
    <SettingsPage title={t('settings.general.title')}>
      {(organization, organizationId) => (
        <GeneralSettingsForm organization={organization} organizationId={organizationId} />
      )}
    </SettingsPage>
  );
}
