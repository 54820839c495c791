// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, textsDifferingFromDefaults } from './create-i18n.ts';
import type { CreateI18nOptions } from './create-i18n.ts';
import deCommon from './defaults/de/common.json';
import frCommon from './defaults/fr/common.json';

const API = 'http://api.test';
type Routes = Record<string, Record<string, unknown> | number>;

/** A fetch answering `routes[path]` (an object as JSON, a number as that status), 404 otherwise. */
function fakeApi(routes: Routes, delayMs = 0) {
  const requested: string[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    requested.push(url);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const answer = routes[url.replace(API, '')];
    if (typeof answer === 'object') return new Response(JSON.stringify(answer), { status: 200 });
    return new Response('{"detail":"Not found"}', { status: answer ?? 404 });
  });
  return { fetch, requested };
}

const instantRetry = { sleep: () => Promise.resolve() };

function setup(overrides: Partial<CreateI18nOptions> & Pick<CreateI18nOptions, 'fetch'>) {
  return createI18n({ apiUrl: API, namespaces: ['common'], retry: instantRetry, ...overrides });
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

beforeEach(() => {
  setBrowserLanguages(['it-CH']);
  document.documentElement.lang = '';
});

/** The language a page opened in is remembered in a later task: lets that happen. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  await nextTask();
  // Remove the instance-level override so the prototype getter shows again.
  Reflect.deleteProperty(window.navigator, 'languages');
  Reflect.deleteProperty(window.navigator, 'language');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  window.history.replaceState(null, '', '/');
});

describe('createI18n: texts', () => {
  it('shows the bundled texts when the API cannot be reached', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('fetch failed')),
    );

    const i18n = await setup({ fetch });

    expect(i18n.language).toBe('fr');
    expect(i18n.t('errors.generic')).toBe('Une erreur est survenue');
    expect(fetch).toHaveBeenCalledTimes(6); // one read, five retries
  });

  it('fetches each namespace from the site_content endpoint and merges it over the defaults', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': { 'list.empty': 'Rien ici.' } });

    const i18n = await setup({ fetch: api.fetch, apiUrl: `${API}/`, namespaces: ['common', 'ui'] });

    expect(api.requested.sort()).toEqual([
      `${API}/site_content/common/fr.json`,
      `${API}/site_content/ui/fr.json`,
    ]);
    expect(i18n.t('list.empty')).toBe('Rien ici.');
    expect(i18n.t('actions.save')).toBe('Enregistrer');
  });

  it('shows a text staff emptied as empty, in French and in another language', async () => {
    const api = fakeApi({
      '/site_content/common/fr.json': { 'list.empty': '' },
      '/site_content/common/de.json': { 'list.empty': '' },
    });

    const i18n = await setup({ fetch: api.fetch });
    expect(i18n.t('list.empty')).toBe('');
    await i18n.changeLanguage('de');
    await vi.waitFor(() => expect(api.requested).toContain(`${API}/site_content/common/de.json`));
    await vi.waitFor(() => expect(i18n.t('list.empty')).toBe(''));
  });

  it('keeps the defaults for a namespace the server does not have, without retrying', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': 404 });

    const i18n = await setup({ fetch: api.fetch });

    expect(api.requested).toHaveLength(1);
    expect(i18n.t('list.noResults')).toBe('Aucun résultat…');
  });

  it('ignores values of the server answer that are not texts', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': { 'actions.save': { nested: 'x' } } });

    const i18n = await setup({ fetch: api.fetch });

    expect(i18n.t('actions.save')).toBe('Enregistrer');
  });

  it('reads flat keys with dots and another namespace through "ns:key"', async () => {
    const api = fakeApi({ '/site_content/public/fr.json': { 'hero.title': 'Bienvenue' } });

    const i18n = await setup({ fetch: api.fetch, namespaces: ['public', 'common'] });

    expect(i18n.options.defaultNS).toBe('public');
    expect(i18n.t('hero.title')).toBe('Bienvenue');
    expect(i18n.t('common:actions.cancel')).toBe('Annuler');
  });

  it('does not wait for a slow server longer than the timeout, then shows its texts', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': { 'list.empty': 'Plus tard.' } }, 150);

    const i18n = await setup({ fetch: api.fetch, serverTextsTimeoutMs: 10 });

    expect(i18n.t('list.empty')).toBe('Rien pour le moment.');
    await vi.waitFor(() => expect(i18n.t('list.empty')).toBe('Plus tard.'));
  });
});

describe('createI18n: language', () => {
  it('falls back to French when nothing detected is supported', async () => {
    const i18n = await setup({ fetch: fakeApi({}).fetch });

    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('reduces a browser locale such as de-CH to its language and remembers it', async () => {
    setBrowserLanguages(['de-CH', 'en']);

    const i18n = await setup({ fetch: fakeApi({}).fetch });

    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.close')).toBe('Schliessen');
    expect(document.documentElement.lang).toBe('de');
    // Remembered once the browser is idle, not during the page's start-up.
    expect(localStorage.getItem('i18nextLng')).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem('i18nextLng')).toBe('de'));
    expect(document.cookie.split('; ')).toContain('i18next=de');
  });

  it('prefers the lng query parameter, then the cookie, then local storage', async () => {
    setBrowserLanguages(['de-CH']);
    localStorage.setItem('i18nextLng', 'en');
    expect((await setup({ fetch: fakeApi({}).fetch })).language).toBe('en');
    await nextTask();

    document.cookie = 'i18next=de; path=/';
    expect((await setup({ fetch: fakeApi({}).fetch })).language).toBe('de');
    await nextTask();

    window.history.replaceState(null, '', '/contact?lng=fr');
    expect((await setup({ fetch: fakeApi({}).fetch })).language).toBe('fr');
  });

  it('reads session storage and the html lang attribute when nothing earlier matches', async () => {
    document.documentElement.lang = 'en';
    expect((await setup({ fetch: fakeApi({}).fetch })).language).toBe('en');
    await nextTask();

    localStorage.clear();
    document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    sessionStorage.setItem('i18nextLng', 'de_CH');
    expect((await setup({ fetch: fakeApi({}).fetch })).language).toBe('de');
  });

  it('on a language change updates <html lang>, remembers it and fetches its texts', async () => {
    const api = fakeApi({ '/site_content/common/en.json': { 'list.empty': 'Empty for now.' } });
    const i18n = await setup({ fetch: api.fetch });

    await i18n.changeLanguage('en');

    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    // The cookie tells the site's server which language to send the next page in.
    expect(document.cookie.split('; ')).toContain('i18next=en');
    await vi.waitFor(() => expect(i18n.t('list.empty')).toBe('Empty for now.'));
    expect(api.requested).toContain(`${API}/site_content/common/en.json`);
  });

  it('fetches a language from the server only once', async () => {
    const api = fakeApi({});
    const i18n = await setup({ fetch: api.fetch });

    await i18n.changeLanguage('de');
    await i18n.changeLanguage('fr');
    await i18n.changeLanguage('de');

    await vi.waitFor(() =>
      expect([...api.requested].sort()).toEqual([
        `${API}/site_content/common/de.json`,
        `${API}/site_content/common/fr.json`,
      ]),
    );
  });
});

describe('createI18n: texts loaded on demand', () => {
  it('holds only the shown language, with its bundled texts even when the API is down', async () => {
    setBrowserLanguages(['de-CH']);
    const api = fakeApi({ '/site_content/common/de.json': 503 });

    const i18n = await setup({ fetch: api.fetch, defaults: 'on-demand' });

    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('errors.generic')).toBe('Ein Fehler ist aufgetreten');
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('opens in the detected language in one pass: one switch, the language read once', async () => {
    window.history.replaceState(null, '', '/?lng=de');
    const api = fakeApi({});
    const urlReads = vi.spyOn(URLSearchParams.prototype, 'get');
    const switches: string[] = [];
    const onSwitch = (lng: string) => switches.push(lng);
    const { default: i18next } = await import('i18next');
    const createInstance = i18next.createInstance.bind(i18next);
    const created = vi.spyOn(i18next, 'createInstance').mockImplementation((...args) => {
      const instance = createInstance(...args);
      instance.on('languageChanged', onSwitch);
      return instance;
    });

    const i18n = await setup({ fetch: api.fetch, defaults: 'on-demand' });

    expect(switches).toEqual(['de']);
    expect(urlReads.mock.calls.filter(([name]) => name === 'lng')).toHaveLength(1);
    expect(i18n.resolvedLanguage).toBe('de');
    expect(i18n.t('errors.generic')).toBe('Ein Fehler ist aufgetreten');
    created.mockRestore();
    urlReads.mockRestore();
  });

  it('remembers the language of a page left while its texts are still loading', async () => {
    window.history.replaceState(null, '', '/?lng=de');
    const starting = setup({ fetch: fakeApi({}).fetch, defaults: 'on-demand' });

    window.dispatchEvent(new Event('pagehide'));

    expect(document.cookie.split('; ')).toContain('i18next=de');
    await starting;
  });

  it('loads the bundled texts of a language before switching to it, the server’s merged over them', async () => {
    const api = fakeApi({ '/site_content/common/en.json': { 'list.empty': 'Empty for now.' } });
    const i18n = await setup({ fetch: api.fetch, defaults: 'on-demand' });

    await i18n.changeLanguage('en');

    expect(i18n.t('errors.generic')).toBe('An error occurred');
    await vi.waitFor(() => expect(i18n.t('list.empty')).toBe('Empty for now.'));
    expect(i18n.t('errors.generic')).toBe('An error occurred');
  });
});

describe('createI18n: build time and hydration', () => {
  it('renders a fixed language from the bundled texts without detecting or calling the API', async () => {
    setBrowserLanguages(['en-GB']);
    const api = fakeApi({});
    const i18n = await setup({ fetch: api.fetch, language: 'de', serverTexts: false });

    expect(i18n.language).toBe('de');
    expect(i18n.t('errors.generic')).toBe(deCommon['errors.generic']);
    expect(api.requested).toEqual([]);
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  it('keeps the bundled texts until serverTextsAfter settles, then merges the server texts', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': { 'errors.generic': 'Edited' } });
    let hydrated = () => {};
    const after = new Promise<void>((resolve) => (hydrated = resolve));
    const i18n = await setup({ fetch: api.fetch, serverTextsAfter: after });

    expect(i18n.t('errors.generic')).toBe('Une erreur est survenue');
    expect(api.requested).toEqual([]);
    hydrated();
    await vi.waitFor(() => expect(i18n.t('errors.generic')).toBe('Edited'));
  });
});

describe('createI18n: texts the page arrived with', () => {
  it('shows them from the first render, over the bundled texts, and does not fetch that language again', async () => {
    const api = fakeApi({ '/site_content/common/fr.json': { 'errors.generic': 'From the API' } });
    let hydrated = () => {};
    const after = new Promise<void>((resolve) => (hydrated = resolve));
    const i18n = await setup({
      fetch: api.fetch,
      defaults: 'on-demand',
      serverTextsAfter: after,
      knownServerTexts: { language: 'fr', texts: { common: { 'errors.generic': 'Edited' } } },
    });

    expect(i18n.t('errors.generic')).toBe('Edited');
    hydrated();
    await i18n.changeLanguage('de');
    await vi.waitFor(() => expect(api.requested).toEqual([`${API}/site_content/common/de.json`]));
    await i18n.changeLanguage('fr');
    expect(i18n.t('errors.generic')).toBe('Edited');
  });

  it('leaves the bundled texts as they are for the next page rendered in the same process', async () => {
    const api = fakeApi({});
    const rendered = (knownServerTexts?: CreateI18nOptions['knownServerTexts']) =>
      setup({
        fetch: api.fetch,
        defaults: 'on-demand',
        language: 'fr',
        serverTexts: false,
        ...(knownServerTexts ? { knownServerTexts } : {}),
      });
    const bundled = (await rendered()).t('errors.generic');

    const edited = await rendered({
      language: 'fr',
      texts: { common: { 'errors.generic': 'Edited' } },
    });
    expect(edited.t('errors.generic')).toBe('Edited');

    expect((await rendered()).t('errors.generic')).toBe(bundled);
    expect(frCommon['errors.generic']).toBe(bundled);
  });

  it('keeps only the keys the server changed or added', () => {
    expect(
      textsDifferingFromDefaults(
        { common: { same: 'A', changed: 'B' }, public: { title: 'T' } },
        { common: { same: 'A', changed: 'B2', added: 'C' }, public: { title: 'T' } },
      ),
    ).toEqual({ common: { changed: 'B2', added: 'C' } });
  });
});
