import { describe, expect, it } from 'vitest';
import { parseSiteContent, siteContentUrl } from './site-content-backend.ts';

describe('siteContentUrl', () => {
  it('points at the site_content endpoint of the API, whatever trailing slash the URL has', () => {
    expect(siteContentUrl('https://api.example.ch', 'public', 'fr')).toBe(
      'https://api.example.ch/site_content/public/fr.json',
    );
    expect(siteContentUrl('https://api.example.ch/v1//', 'ui', 'de')).toBe(
      'https://api.example.ch/v1/site_content/ui/de.json',
    );
  });
});

describe('parseSiteContent', () => {
  it('keeps the texts of a flat content object', () => {
    expect(parseSiteContent('{"actions.save":"Enregistrer","list.empty":"Vide"}')).toEqual({
      'actions.save': 'Enregistrer',
      'list.empty': 'Vide',
    });
  });

  it('drops values that are not texts', () => {
    expect(parseSiteContent('{"a":"A","b":1,"c":{"d":"D"},"e":null}')).toEqual({ a: 'A' });
  });

  it('answers nothing for a body that is not an object', () => {
    expect(parseSiteContent('null')).toEqual({});
    expect(parseSiteContent('["a"]')).toEqual({});
    expect(parseSiteContent('"text"')).toEqual({});
  });

  it('throws on a body that is not JSON, so the read counts as failed', () => {
    expect(() => parseSiteContent('<html>')).toThrow(SyntaxError);
  });
});
