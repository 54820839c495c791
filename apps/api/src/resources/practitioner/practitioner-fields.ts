import { Type } from 'typebox';
import { SERVICE_IDS } from '@cabinet/i18n/services';

/**
 * The professional registrations the site can name in each language: membership of the Swiss
 * psychologists' federation (FSP), the federal title of psychotherapist, a cantonal licence to
 * practise, and the ASP and SBAP associations.
 */
export const REGISTRATION_KINDS = [
  'fsp',
  'federal_psychotherapist',
  'cantonal_licence',
  'asp',
  'sbap',
] as const;

/** The most of each list a practitioner carries; enough for anyone, small enough to show. */
const MOST_LANGUAGES = 12;

const listOf = (items: readonly string[], description: string) =>
  Type.Array(Type.Union(items.map((item) => Type.Literal(item))), {
    uniqueItems: true,
    maxItems: items.length,
    description,
  });

/** A text column that may be empty (null), up to `maxLength` characters. */
const optionalText = (maxLength: number, description: string) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength, description });

/** The shapes of a practitioner's fields narrower than their columns: records, bodies, client. */
export const practitionerFieldSchemas = {
  display_name: Type.String({ minLength: 1, maxLength: 120, description: 'As visitors read it.' }),
  titles_fr: optionalText(600, 'Title lines in French, one per line.'),
  titles_en: optionalText(600, 'Title lines in English, one per line.'),
  titles_de: optionalText(600, 'Title lines in German, one per line.'),
  bio_fr: optionalText(4000, 'A short biography in French.'),
  bio_en: optionalText(4000, 'A short biography in English.'),
  bio_de: optionalText(4000, 'A short biography in German.'),
  gln: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^[0-9]{13}$',
    description: 'The 13-digit Global Location Number of the federal register (MedReg/PsyReg).',
  }),
  languages: Type.Array(Type.String({ pattern: '^[a-z]{2,3}$' }), {
    uniqueItems: true,
    maxItems: MOST_LANGUAGES,
    description: 'The languages they work in, as ISO 639 codes in lower case (fr, de, it, …).',
  }),
  specialities: listOf(SERVICE_IDS, 'The services they offer, by the site’s service ids.'),
  registrations: listOf(REGISTRATION_KINDS, 'Their professional registrations, by kind.'),
};
