import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { NAMESPACES, defaultTexts } from './index.ts';

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(NAMESPACES)('default texts of the "%s" namespace', (ns) => {
  const [reference, ...others] = SUPPORTED_LANGUAGES;
  const referenceTexts = defaultTexts[reference][ns];

  it.each(others)('has the same keys in %s as in fr', (lng) => {
    expect(Object.keys(defaultTexts[lng][ns]).sort()).toEqual(Object.keys(referenceTexts).sort());
  });

  it.each(SUPPORTED_LANGUAGES)('has only non-empty string values in %s', (lng) => {
    const bad = Object.entries(defaultTexts[lng][ns]).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(bad).toEqual([]);
  });

  it('has no key containing ":" (the namespace separator)', () => {
    const bad = SUPPORTED_LANGUAGES.flatMap((lng) =>
      Object.keys(defaultTexts[lng][ns]).filter((key) => key.includes(':')),
    );
    expect(bad).toEqual([]);
  });

  it.each(others)('uses the same {{placeholders}} in %s as in fr', (lng) => {
    const mismatched = Object.entries(referenceTexts)
      .filter(([key, text]) => {
        const translated = defaultTexts[lng][ns][key];
        return (
          translated !== undefined && placeholders(translated).join() !== placeholders(text).join()
        );
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('common texts', () => {
  it('quote the spec messages in English', () => {
    expect(defaultTexts.en.common['errors.generic']).toBe('An error occurred');
    expect(defaultTexts.en.common['list.empty']).toBe('Nothing here yet.');
    expect(defaultTexts.en.common['list.noResults']).toBe('Nothing found...');
    expect(defaultTexts.fr.common['app.name']).toBe('Cabinet');
  });
});
