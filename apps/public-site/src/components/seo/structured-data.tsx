import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { SERVICE_IDS } from '@cabinet/i18n/services';
import { usePage, usePracticeIdentity } from '../../page/page-context';

/**
 * JSON-LD for search engines: the practice as a MedicalBusiness with its address and phone, each
 * visible practitioner as a Person (when the server read them), and its services, in the current
 * language.
 */
export function StructuredData() {
  const { t, i18n } = useTranslation('public');
  const identity = usePracticeIdentity();
  const { practitioners = [] } = usePage();
  const language = i18n.language as 'fr' | 'en' | 'de';
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
    employee: practitioners.map((person) => ({
      '@type': 'Person',
      name: person.display_name,
      jobTitle: person[`titles_${language}`]?.split('\n')[0] || undefined,
      knowsLanguage: person.languages,
      ...(person.photo && {
        image: `${env.apiUrl}/attachment/serve/${encodeURIComponent(person.photo)}`,
      }),
      url: `${env.publicSiteUrl}/team#practitioner-${person.id}`,
    })),
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
