import { pickLanguage as pickPageLanguage } from '@cabinet/i18n/detected-language';
import { languageCookie } from '@cabinet/i18n/language-cookie';
import { describe, expect, it, vi } from 'vitest';
import type { PracticeData, ServerTexts } from '../src/entry-server';
import { organization as seededIdentity, practitioners } from '../src/testing/handlers';
import { choosePage, createPages, signInRedirect } from './pages';

describe('the language the server picks', () => {
  it('follows ?lng=, then the language cookie, then the browser, then French', () => {
    const headers = { cookie: 'theme=x; i18next=de', 'accept-language': 'en-GB,en;q=0.9' };
    expect(choosePage('/team?lng=en', headers).language).toBe('en');
    expect(choosePage('/team?lng=xx', headers).language).toBe('de');
    expect(choosePage('/team', { 'accept-language': 'it,de;q=0.5' }).language).toBe('de');
    expect(choosePage('/team', { 'accept-language': 'en;q=0.5, de-CH, fr;q=0.8' }).language).toBe(
      'de',
    );
    expect(choosePage('/team', { 'accept-language': '*, de;q=0, en' }).language).toBe('en');
    expect(choosePage('/team', {}).language).toBe('fr');
  });

  it('is the one the pages pick, for the same browser languages', () => {
    for (const header of ['de-CH,fr', 'it-CH,en-GB', 'en_US', 'rm,it', '', 'FR', 'fri,de']) {
      const candidates = header ? header.split(',') : [];
      expect(choosePage('/', { 'accept-language': header }).language, header).toBe(
        pickPageLanguage(candidates),
      );
    }
  });

  it('remembers the language an address names in the language cookie, and no other', () => {
    expect(choosePage('/team?lng=de', {}).cookie).toBe(
      'i18next=de; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    // The cookie the page itself writes, so either one tells the server the same.
    expect(choosePage('/?lng=en', {}).cookie).toBe(languageCookie('en'));
    expect(choosePage('/team?lng=xx', { cookie: 'i18next=en' }).cookie).toBe(undefined);
    expect(choosePage('/team', { 'accept-language': 'de' }).cookie).toBe(undefined);
  });
});

describe('choosePage', () => {
  it('makes the page from its path, naming the language when the address does', () => {
    expect(choosePage('/services', { 'accept-language': 'de' })).toEqual({
      url: '/services',
      language: 'de',
      status: 200,
    });
    expect(choosePage('/services/?lng=en&utm=x', {}).url).toBe('/services?lng=en');
  });

  it('answers an unknown address with the 404 page and status 404', () => {
    expect(choosePage('/no-such-page', {})).toEqual({ url: '/404', language: 'fr', status: 404 });
    expect(choosePage('/constructor', {}).status).toBe(404);
  });
});

describe('signInRedirect', () => {
  it('sends the sign-in addresses on to the back-office, with their query', () => {
    expect(signInRedirect('/login?next=%2Fusers')).toBe(
      'http://localhost:5174/login?next=%2Fusers',
    );
    expect(signInRedirect('/reset-password-confirmation/abc')).toBe(
      'http://localhost:5174/reset-password-confirmation/abc',
    );
    expect(signInRedirect('/login-page')).toBeNull();
    expect(signInRedirect('/team')).toBeNull();
  });
});

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const UNKNOWN: PracticeData = { organization: null, practitioners: null };

/** Renders the title, the practice's name and its team's size as the entry does, with an island. */
const render = vi.hoisted(() =>
  vi.fn(async (url: string, _: string, texts?: ServerTexts, known?: PracticeData) => ({
    head: `<title>${url}</title>`,
    body: `<h1>${texts?.public?.['home.title'] ?? 'Bundled'}</h1><p>${known?.organization?.name ?? 'demo'}</p><p>${known?.practitioners?.length ?? '?'} people</p><div data-island="carousel"></div>`,
  })),
);
vi.mock('../src/entry-server', () => ({ renderPage: render }));

/** What the API gives for a page: these texts and this practice, or (null) nothing at all. */
const api = vi.hoisted(() => ({ read: vi.fn() }));
vi.mock('./api-reader', () => ({ createApiReader: () => api.read }));

function pages(texts: () => ServerTexts | null, practice: () => PracticeData = () => UNKNOWN) {
  render.mockClear();
  api.read.mockImplementation(async () => ({
    version: JSON.stringify([texts(), practice()]),
    texts: texts() ?? {},
    practice: practice(),
  }));
  return createPages(TEMPLATE, 'http://api.test');
}

describe('the pages the site’s server makes', () => {
  it('makes a page with the edited texts once per version, in its language, with its script', async () => {
    let current: ServerTexts = { public: { 'home.title': 'Au bord du lac' } };
    const live = pages(() => current);

    const page = await live('/?lng=de', {});
    expect(page).toMatchObject({ status: 200, language: 'de', cookie: languageCookie('de') });
    expect(page.html).toContain('<html lang="de"');
    expect(page.html).toContain('<title>/?lng=de</title>');
    expect(page.html).toContain('<h1>Au bord du lac</h1>');
    expect(page.html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(render).toHaveBeenLastCalledWith('/?lng=de', 'de', current, UNKNOWN);
    await live('/?lng=de&utm=x', {});
    expect(render).toHaveBeenCalledTimes(1);

    current = { public: { 'home.title': 'Encore un autre' } };
    expect((await live('/?lng=de', {})).html).toContain('<h1>Encore un autre</h1>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('makes any unknown address’s page once, as the 404 page', async () => {
    const live = pages(() => ({}));
    expect(await live('/nowhere', {})).toMatchObject({ status: 404, language: 'fr' });
    await live('/elsewhere?x=1', {});
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenLastCalledWith('/404', 'fr', {}, UNKNOWN);
  });

  it('makes a page with the bundled texts when it cannot be made with what the API gave', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = pages(() => ({ public: { 'home.title': 'Edited' } }));
    render.mockRejectedValueOnce(new Error('boom'));
    const page = await failing('/team', {});
    expect(page.html).toContain('<h1>Bundled</h1>');
    expect(page.status).toBe(200);
    expect(render).toHaveBeenLastCalledWith('/team', 'fr');
    // Only the page's address and language, never what the API gave.
    expect(logged).toHaveBeenCalledWith(
      '/team (fr) failed with what the API gave: made as bundled.',
    );
    logged.mockRestore();
  });

  it('makes a page with the practice’s identity and team, and again once staff change them', async () => {
    let organization: PracticeData['organization'] = {
      ...seededIdentity,
      name: 'Cabinet des Rives',
    };
    let team = practitioners;
    const live = pages(
      () => ({}),
      () => ({ organization, practitioners: team }),
    );

    expect((await live('/', {})).html).toContain('<p>Cabinet des Rives</p><p>2 people</p>');
    await live('/', {});
    expect(render).toHaveBeenCalledTimes(1);

    organization = { ...seededIdentity, name: 'Cabinet du Lac' };
    expect((await live('/', {})).html).toContain('<p>Cabinet du Lac</p>');
    team = practitioners.slice(1);
    expect((await live('/', {})).html).toContain('<p>1 people</p>');
    organization = null;
    expect((await live('/', {})).html).toContain('<p>demo</p>');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('takes texts holding replacement patterns literally', async () => {
    const live = pages(() => ({ public: { 'home.title': "$& $' $1" } }));
    expect((await live('/', {})).html).toContain("<h1>$& $' $1</h1>");
  });
});
