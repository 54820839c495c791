import { defaultTexts } from '@cabinet/i18n/defaults';
import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { describe, expect, it } from 'vitest';

/** Source of the components (not tests or stories), to find the keys they translate. */
const sources = import.meta.glob<string>(
  ['../**/*.tsx', '!../**/*.test.tsx', '!../**/*.stories.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    for (const match of source.matchAll(/\bt\(\s*'([^']+)'|\bi18nKey="([^"]+)"/g)) {
      keys.add((match[1] ?? match[2])!);
    }
  }
  return [...keys].sort();
}

describe('ui namespace texts', () => {
  const french = Object.keys(defaultTexts.fr.ui).sort();

  it('finds the keys the components use', () => {
    expect(usedKeys()).toContain('emptyState.message');
  });

  it.each(SUPPORTED_LANGUAGES)('has a text for every key the components use in %s', (language) => {
    const missing = usedKeys().filter((key) => !defaultTexts[language].ui[key]?.trim());
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('has exactly the French keys in %s', (language) => {
    expect(Object.keys(defaultTexts[language].ui).sort()).toEqual(french);
  });

  it('has no key that no component uses', () => {
    expect(french.filter((key) => !usedKeys().includes(key))).toEqual([]);
  });
});
