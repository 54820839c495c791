import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

countries.registerLocale(fr);
countries.registerLocale(en);
countries.registerLocale(de);

export interface Country {
  /** ISO 3166-1 alpha-2, as stored on the user. */
  code: string;
  label: string;
  /** International calling code, e.g. `+41`. */
  phonePrefix: string;
}

/** Shown first: the practice's country, then the countries its clients most often come from. */
const FIRST = ['CH'];
const SUGGESTED = ['AU', 'CA', 'DE', 'FR', 'JP', 'US'];

/**
 * Every country with a calling code, named in `language`: Switzerland first, then the suggested
 * countries, then the rest alphabetically.
 */
export function countryList(language: string): Country[] {
  const collator = new Intl.Collator(language);
  const all = getCountries()
    .map((code: CountryCode) => ({
      code,
      label: countries.getName(code, language) ?? countries.getName(code, 'en') ?? code,
      phonePrefix: `+${getCountryCallingCode(code)}`,
    }))
    .filter((country) => country.label !== country.code);
  const rank = (code: string) =>
    FIRST.includes(code) ? 0 : SUGGESTED.includes(code) ? 1 + SUGGESTED.indexOf(code) : 100;
  return all.sort((a, b) => rank(a.code) - rank(b.code) || collator.compare(a.label, b.label));
}
