import type { Texts } from '@cabinet/i18n/defaults';

/** A site_content record's texts as the API stores them: a JSON object of key → text. */
export function textsOf(content: unknown): Texts {
  if (typeof content !== 'object' || content === null || Array.isArray(content)) return {};
  return Object.fromEntries(
    Object.entries(content).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/**
 * The keys of the French texts (the site's default language, which has every key) that this
 * record lacks or leaves empty: the visitor would read the French text there instead.
 */
export function missingKeys(content: unknown, french: Texts): string[] {
  const texts = textsOf(content);
  return Object.keys(french)
    .filter((key) => (texts[key] ?? '').trim() === '')
    .sort();
}

/** How much of the French texts this record has, as a whole percentage (rounded down). */
export function completeness(content: unknown, french: Texts): number {
  const total = Object.keys(french).length;
  if (total === 0) return 100;
  return Math.floor(((total - missingKeys(content, french).length) / total) * 100);
}
