import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { SERVICE_IDS } from '../../config/services';
import { usePracticeIdentity } from '../../page/page-context';

/**
 * JSON-LD for search engines: the practice as a MedicalBusiness with its address and phone, its
 * psychologist as a Person, and its services, in the current language.
 */
export function StructuredData() {
  const { t } = useTranslation('public');
  const identity = usePracticeIdentity();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    '@id': `${env.publicSiteUrl}/#practice`,
    name: identity.name,
    url: `${env.publicSiteUrl}/`,
    telephone: identity.phone,
    medicalSpecialty: 'Psychiatric',
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.street,
      postalCode: identity.zip,
      addressLocality: identity.city,
      addressCountry: identity.country,
    },
    employee: {
      '@type': 'Person',
      name: t('team.profile.name'),
      jobTitle: t('team.profile.line1'),
      url: `${env.publicSiteUrl}/team`,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: t('services.title'),
      itemListElement: SERVICE_IDS.map((id) => ({
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: t(`services.${id}.title`),
          description: t(`services.${id}.summary`),
          url: `${env.publicSiteUrl}/services#${id}`,
        },
      })),
    },
  };
  return (
    <script
      type="application/ld+json"
      // JSON.stringify output with "<" escaped cannot close the script element.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
