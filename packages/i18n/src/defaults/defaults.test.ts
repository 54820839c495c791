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
  it('keep the agreed English messages word for word', () => {
    expect(defaultTexts.en.common['errors.generic']).toBe('An error occurred');
    expect(defaultTexts.en.common['list.empty']).toBe('Nothing here yet.');
    expect(defaultTexts.en.common['list.noResults']).toBe('Nothing found...');
    expect(defaultTexts.fr.common['app.name']).toBe('Cabinet');
  });
});

describe('typography a native reader expects', () => {
  const entries = (lng: (typeof SUPPORTED_LANGUAGES)[number]) =>
    NAMESPACES.flatMap((ns) =>
      Object.entries(defaultTexts[lng][ns]).map(([key, text]) => [`${ns}:${key}`, text] as const),
    );

  it('writes Swiss German "ss", never "ß"', () => {
    expect(entries('de').filter(([, text]) => text.includes('ß'))).toEqual([]);
  });

  it('puts a no-break space before French high punctuation, inside « » and before %', () => {
    // An ordinary space, a narrow one, or none at all before : ; ? ! (a colon inside an address
    // such as https:// is followed by no space, so it is not punctuation here).
    const wrong =
      /(?:[^\u00a0]|^)[:;?!](?=\s|$)|«(?!\u00a0)|(?<!\u00a0)»|\d[ \u202f]?%|CHF[ \u202f]?\d/;
    expect(entries('fr').filter(([, text]) => wrong.test(text))).toEqual([]);
  });

  it('keeps a CHF amount on one line in every language', () => {
    const broken = SUPPORTED_LANGUAGES.flatMap((lng) =>
      entries(lng).filter(([, text]) => /CHF[ \u202f]?\d/.test(text)),
    );
    expect(broken).toEqual([]);
  });
});
