import { SERVICE_IDS } from '@cabinet/i18n/services';
import type { components } from '@cabinet/api-client/schema';
import type { TFunction } from 'i18next';

type Practitioner = components['schemas']['Practitioner'];

/** The site's services, as the contract names them: the list both sides read. */
const SERVICES = SERVICE_IDS satisfies readonly Practitioner['specialities'][number][];

/** The registrations the site can name, as the contract names them. */
export const REGISTRATIONS = [
  'fsp',
  'federal_psychotherapist',
  'cantonal_licence',
  'asp',
  'sbap',
] as const satisfies readonly Practitioner['registrations'][number][];

/**
 * The languages offered first: the country's, English, and those most spoken by people living in
 * Switzerland. A code saved through the API outside this list is kept and shown as well.
 */
const COMMON_LANGUAGES = [
  'fr',
  'de',
  'it',
  'rm',
  'en',
  'es',
  'pt',
  'sq',
  'sr',
  'hr',
  'tr',
  'ar',
  'uk',
  'ru',
];

/** Language codes with their names in the screen's language, the record's own codes included. */
export function languageOptions(language: string, current: readonly string[] = []) {
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'code' });
  return [...new Set([...COMMON_LANGUAGES, ...current])].map((code) => ({
    value: code,
    label: names.of(code) ?? code,
  }));
}

/** The names of language codes in the screen's language, joined for a cell. */
export const languageNames = (codes: readonly string[], language: string) =>
  languageOptions(language, codes)
    .filter((option) => codes.includes(option.value))
    .map((option) => option.label)
    .join(', ');

export const serviceOptions = (t: TFunction) =>
  SERVICES.map((id) => ({ value: id, label: t(`practitioners.service.${id}`) }));

export const registrationOptions = (t: TFunction) =>
  REGISTRATIONS.map((kind) => ({ value: kind, label: t(`practitioners.registration.${kind}`) }));

/** The labels of chosen options, joined for a cell. */
export const labelsOf = (
  options: readonly { value: string; label: string }[],
  values: readonly string[],
) =>
  options
    .filter((option) => values.includes(option.value))
    .map((option) => option.label)
    .join(', ');
