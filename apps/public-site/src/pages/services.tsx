import { useTranslation } from 'react-i18next';
import { PageBanner } from '../components/layout/page-banner';
import { FeesSection } from '../features/services/components/fees-section';
import { ServiceDetails } from '../features/services/components/service-detail';
import { ServiceGrid } from '../features/services/components/service-grid';
import { ServicesIntro } from '../features/services/components/services-intro';

export function ServicesPage() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('services.title')} description={t('meta.services.description')} />
      <ServicesIntro />
      <ServiceGrid />
      <ServiceDetails />
      <FeesSection />
    </>
  );
}
