/** The site's languages; French is the default (the practice is in Neuchâtel, French-speaking). */
export const SUPPORTED_LANGUAGES = ['fr', 'en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export interface LanguageOption {
  code: Language;
  /** The language's own name, so a visitor recognises it whatever the current language. */
  label: string;
}

export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français' },
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
