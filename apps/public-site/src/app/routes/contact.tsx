import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/layout/page-banner';
import { ContactDetails } from '../../features/contact/components/contact-details';

export function ContactRoute() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('contact.title')} />
      <ContactDetails />
    </>
  );
}
