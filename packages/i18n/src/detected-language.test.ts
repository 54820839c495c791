import { describe, expect, it } from 'vitest';
import { normalizeDetectedLanguage, pickLanguage } from './detected-language.ts';

describe('normalizeDetectedLanguage', () => {
  it.each([
    ['de-CH', 'de'],
    ['fr-CH', 'fr'],
    ['fr_CH', 'fr'],
    ['en-GB', 'en'],
    ['DE', 'de'],
    ['en', 'en'],
    [' fr ', 'fr'],
  ])('reduces the supported locale %j to %j', (code, expected) => {
    expect(normalizeDetectedLanguage(code)).toBe(expected);
  });

  it.each([
    ['it-CH', 'it_CH'],
    ['pt-BR', 'pt_BR'],
    ['zh-Hant-TW', 'zh_Hant_TW'],
    ['rm', 'rm'],
  ])('replaces the hyphen of the unsupported locale %j with an underscore', (code, expected) => {
    expect(normalizeDetectedLanguage(code)).toBe(expected);
  });

  it('does not mistake a language that merely starts like a supported one', () => {
    expect(normalizeDetectedLanguage('fri')).toBe('fri');
    expect(normalizeDetectedLanguage('fr')).toBe('fr');
  });
});

describe('pickLanguage', () => {
  it('takes the first supported candidate, in order', () => {
    expect(pickLanguage(['it-CH', 'de-CH', 'en'])).toBe('de');
    expect(pickLanguage(['en_GB', 'fr'])).toBe('en');
  });

  it('falls back to French when no candidate is supported', () => {
    expect(pickLanguage(['it', 'rm', 'pt-BR'])).toBe('fr');
    expect(pickLanguage([])).toBe('fr');
  });
});
