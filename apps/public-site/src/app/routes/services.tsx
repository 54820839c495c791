import { useTranslation } from 'react-i18next';
import { PageBanner } from '../../components/layout/page-banner';
import { ServicesIntro } from '../../features/services/components/services-intro';

export function ServicesRoute() {
  const { t } = useTranslation('public');
  return (
    <>
      <PageBanner title={t('services.title')} />
      <ServicesIntro />
    </>
  );
}
