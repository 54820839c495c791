import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageBanner } from '../../components/layout/page-banner';
import { isServiceId } from '../../config/services';
import { useHydrated } from '../../lib/use-hydrated';
import { FeesSection } from '../../features/services/components/fees-section';
import { ServiceDetail } from '../../features/services/components/service-detail';
import { ServiceGrid } from '../../features/services/components/service-grid';
import { ServicesIntro } from '../../features/services/components/services-intro';
import { HydrateOnInteraction } from '../../components/hydrate-on-interaction/hydrate-on-interaction';
import { StaticPart } from '../../components/static-part/static-part';

export function ServicesRoute() {
  const { t } = useTranslation('public');
  // The selected service is the URL hash: a card click sets it, a shared link opens it on load
  // (once hydrated: the prerendered HTML was made without a hash).
  const hash = decodeURIComponent(useLocation().hash.slice(1));
  const selected = useHydrated() && isServiceId(hash) ? hash : null;
  return (
    <>
      <PageBanner title={t('services.title')} description={t('meta.services.description')} />
      <StaticPart dependsOn={[selected]}>
        <ServicesIntro />
        <ServiceGrid selected={selected} />
      </StaticPart>
      {selected ? <ServiceDetail id={selected} /> : null}
      <HydrateOnInteraction>
        <FeesSection />
      </HydrateOnInteraction>
    </>
  );
}
