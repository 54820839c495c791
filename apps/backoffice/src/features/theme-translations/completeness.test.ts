import { describe, expect, it } from 'vitest';
import { completeness, missingKeys } from './completeness';

const french = { 'a.title': 'Titre', 'a.text': 'Texte', 'b.title': 'Autre', 'c.note': 'Note' };

describe('completeness against the French texts', () => {
  it('lists the French keys missing or empty here, and ignores keys French does not have', () => {
    const content = { 'a.title': 'Title', 'a.text': '  ', 'c.note': 'Note', extra: 'x' };
    expect(missingKeys(content, french)).toEqual(['a.text', 'b.title']);
    expect(completeness(content, french)).toBe(50);
  });

  it('is 100 with every key, 0 with none or with content that is not an object of texts', () => {
    expect(completeness({ ...french }, french)).toBe(100);
    expect(completeness({}, french)).toBe(0);
    expect(completeness(['Titre'], french)).toBe(0);
    expect(missingKeys({ 'a.title': 3 }, french)).toContain('a.title');
  });

  it('rounds down, so a record with one key missing never reads 100 %', () => {
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, 'x']));
    const { k0: _dropped, ...allButOne } = many;
    expect(completeness(allButOne, many)).toBe(99);
  });
});
