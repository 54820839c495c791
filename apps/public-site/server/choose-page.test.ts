import { pickLanguage as pickPageLanguage } from '@cabinet/i18n/detected-language';
import { languageCookie } from '@cabinet/i18n/language-cookie';
import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_LANGUAGES } from '../scripts/prerendered-pages.ts';
import { acceptedLanguages, choosePage, isSignInPath, pickLanguage } from './choose-page.ts';

describe('acceptedLanguages', () => {
  it('orders the tags by weight, keeping the header order between equals', () => {
    expect(acceptedLanguages('en;q=0.5, de-CH, fr;q=0.8, it')).toEqual(['de-CH', 'it', 'fr', 'en']);
  });

  it('drops the wildcard, refused tags and an absent header', () => {
    expect(acceptedLanguages('*, de;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});

describe('the language the server picks', () => {
  it('is the one the pages pick, for the same candidates', () => {
    expect(PRERENDERED_LANGUAGES).toEqual(SUPPORTED_LANGUAGES);
    for (const candidates of [
      ['de-CH', 'fr'],
      ['it-CH', 'en-GB'],
      ['en_US'],
      ['rm', 'it'],
      [],
      ['FR'],
      ['fri', 'de'],
    ]) {
      expect(pickLanguage(candidates), candidates.join()).toBe(pickPageLanguage(candidates));
    }
  });

  it('remembers the language an address names in the language cookie, and no other', () => {
    expect(choosePage('/team?lng=de', {})?.cookie).toBe(
      'i18next=de; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    // The cookie the page itself writes, so either one tells the server the same.
    expect(choosePage('/?lng=en', {})?.cookie).toBe(languageCookie('en'));
    expect(choosePage('/team?lng=xx', { cookie: 'i18next=en' })?.cookie).toBe(undefined);
    expect(choosePage('/team', { 'accept-language': 'de' })?.cookie).toBe(undefined);
  });

  it('follows ?lng=, then the language cookie, then the browser, then French', () => {
    const headers = { cookie: 'theme=x; i18next=de', 'accept-language': 'en-GB,en;q=0.9' };
    expect(choosePage('/team?lng=en', headers)?.language).toBe('en');
    expect(choosePage('/team?lng=xx', headers)?.language).toBe('de');
    expect(choosePage('/team', { 'accept-language': 'it,de;q=0.5' })?.language).toBe('de');
    expect(choosePage('/team', {})?.language).toBe('fr');
  });
});

describe('choosePage', () => {
  it('sends the page of the address, with its own canonical form when ?lng= names the language', () => {
    expect(choosePage('/services', { 'accept-language': 'de' })).toEqual({
      file: 'prerendered/de/services.html',
      language: 'de',
      status: 200,
    });
    expect(choosePage('/services/?lng=en', {})?.file).toBe('prerendered/en/services.lng.html');
    expect(choosePage('/', {})?.file).toBe('prerendered/fr/home.html');
  });

  it('answers an unknown address with the 404 page and status 404', () => {
    expect(choosePage('/no-such-page', {})).toEqual({
      file: 'prerendered/fr/not-found.html',
      language: 'fr',
      status: 404,
    });
  });

  it('knows the sign-in addresses, which the server sends on to the back-office', () => {
    expect(isSignInPath('/login')).toBe(true);
    expect(isSignInPath('/reset-password-confirmation/abc')).toBe(true);
    expect(isSignInPath('/login-page')).toBe(false);
  });

  it('leaves file names to the file server: a missing file is no page', () => {
    expect(choosePage('/missing.js', {})).toBeNull();
  });
});
