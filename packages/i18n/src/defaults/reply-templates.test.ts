import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../languages.ts';
import { defaultReplyTemplates } from './reply-templates.ts';

const KINDS = ['first_appointment', 'waiting_list', 'referral', 'more_information'];
const KNOWN = ['visitor_name', 'practitioner', 'offered_times'];
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!);

describe.each(SUPPORTED_LANGUAGES)('the bundled reply templates in %s', (lng) => {
  const texts = defaultReplyTemplates[lng];

  it('hold a subject and a body for each kind of reply, and nothing else', () => {
    const expected = KINDS.flatMap((kind) => [`${kind}.subject`, `${kind}.body`]).sort();
    expect(Object.keys(texts).sort()).toEqual(expected);
  });

  it('name only the placeholders a reply fills, and greet the visitor by name', () => {
    const unknown = Object.values(texts)
      .flatMap(placeholders)
      .filter((p) => !KNOWN.includes(p));
    expect(unknown).toEqual([]);
    for (const kind of KINDS) {
      expect(placeholders(texts[`${kind}.body`]!)).toContain('visitor_name');
      expect(placeholders(texts[`${kind}.body`]!)).toContain('practitioner');
    }
  });

  it('offer times only in the first-appointment offer', () => {
    const withTimes = KINDS.filter((kind) =>
      placeholders(texts[`${kind}.body`]!).includes('offered_times'),
    );
    expect(withTimes).toEqual(['first_appointment']);
  });
});

describe('typography of the reply templates', () => {
  it('writes Swiss German "ss", never "ß"', () => {
    expect(Object.values(defaultReplyTemplates.de).filter((t) => t.includes('ß'))).toEqual([]);
  });

  it('puts a no-break space before French high punctuation', () => {
    const wrong = /(?:[^\u00a0]|^)[:;?!](?=\s|$)|«(?!\u00a0)|(?<!\u00a0)»/;
    expect(Object.values(defaultReplyTemplates.fr).filter((t) => wrong.test(t))).toEqual([]);
  });
});
