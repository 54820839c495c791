import { describe, expect, it, vi } from 'vitest';
import type { PrerenderedPage, ServerTexts } from '../src/entry-server';
import { organization as seededIdentity } from '../src/testing/handlers';
import { createLivePages } from './live-pages.ts';
import type { CurrentTexts } from './site-texts-reader.ts';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>x</title></head><body><div id="root"></div></body></html>';
const BUNDLED = { public: { 'home.title': 'Psychothérapie à Neuchâtel' } };
const home = { file: 'prerendered/fr/home.html', language: 'fr', status: 200 } as const;

/** Renders the title as the entry does, and says which texts differ from the bundled ones. */
const renderPage = vi.fn(async (url: string, language: string, texts: ServerTexts) => {
  const title = texts.public?.['home.title'] ?? BUNDLED.public['home.title'];
  const changed = title === BUNDLED.public['home.title'] ? {} : { public: { 'home.title': title } };
  return {
    head: `<title>${url}</title>`,
    body: `<h1>${title}</h1>`,
    knownServerTexts: { language, texts: changed },
  } as PrerenderedPage;
});

function pages(current: () => CurrentTexts | null) {
  renderPage.mockClear();
  return createLivePages({ template: TEMPLATE, renderPage, readTexts: async () => current() });
}

describe('the pages the site’s server makes', () => {
  it('makes a page with the edited texts once per version, carrying them for the browser', async () => {
    let current: CurrentTexts = {
      version: 'v1',
      texts: { public: { 'home.title': 'Au bord du lac' } },
    };
    const live = pages(() => current);

    const html = await live(home);
    expect(html).toContain('<h1>Au bord du lac</h1>');
    expect(html).toContain('<div id="root" data-prerendered-language="fr">');
    expect(html).toContain(
      '<script type="application/json" id="site-texts">{"language":"fr","texts":{"public":{"home.title":"Au bord du lac"}}}</script>',
    );
    expect(renderPage).toHaveBeenLastCalledWith('/', 'fr', current.texts, undefined);
    await live(home);
    expect(renderPage).toHaveBeenCalledTimes(1);

    current = { version: 'v2', texts: { public: { 'home.title': 'Encore un autre' } } };
    expect(await live(home)).toContain('<h1>Encore un autre</h1>');
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('renders each file from its own address: the language named, the 404 page', async () => {
    const live = pages(() => ({ version: 'v1', texts: { public: { 'home.title': 'Autre' } } }));
    await live({ file: 'prerendered/de/services.lng.html', language: 'de', status: 200 });
    expect(renderPage).toHaveBeenLastCalledWith(
      '/services?lng=de',
      'de',
      expect.anything(),
      undefined,
    );
    await live({ file: 'prerendered/fr/not-found.html', language: 'fr', status: 404 });
    expect(renderPage).toHaveBeenLastCalledWith('/404', 'fr', expect.anything(), undefined);
  });

  it('tells the browser when the current texts are the bundled ones, so it does not fetch them again', async () => {
    const html = await pages(() => ({ version: 'v1', texts: BUNDLED }))(home);
    expect(html).toContain('<h1>Psychothérapie à Neuchâtel</h1>');
    expect(html).toContain(
      '<script type="application/json" id="site-texts">{"language":"fr","texts":{}}</script>',
    );
  });

  it('sends the built page (null) when the API is unreachable or a page fails', async () => {
    expect(await pages(() => null)(home)).toBeNull();
    expect(renderPage).not.toHaveBeenCalled();

    const onRenderError = vi.fn();
    const failing = createLivePages({
      template: TEMPLATE,
      renderPage: () => Promise.reject(new Error('boom')),
      readTexts: async () => ({ version: 'v1', texts: { public: { 'home.title': 'Autre' } } }),
      onRenderError,
    });
    expect(await failing(home)).toBeNull();
    expect(onRenderError).toHaveBeenCalledWith(home.file, expect.any(Error));
  });

  it('makes a page with the practice’s identity, carrying it, and again once staff change it', async () => {
    const identity = { ...seededIdentity, name: 'Cabinet des Rives' };
    let organization: typeof identity | null = identity;
    renderPage.mockClear();
    const live = createLivePages({
      template: TEMPLATE,
      renderPage: async (url, language, texts, known) => ({
        ...(await renderPage(url, language, texts)),
        knownOrganization: known,
      }),
      readTexts: async () => ({ version: 'v1', texts: BUNDLED }),
      readOrganization: async () => organization,
    });

    const html = await live(home);
    expect(html).toContain(
      '<script type="application/json" id="practice-identity">{"id":1,"name":"Cabinet des Rives",',
    );
    await live(home);
    expect(renderPage).toHaveBeenCalledTimes(1);

    organization = { ...identity, name: 'Cabinet du Lac' };
    expect(await live(home)).toContain('"name":"Cabinet du Lac"');
    expect(renderPage).toHaveBeenCalledTimes(2);

    // The API's identity unreadable: the page is made with the bundled one, and carries none.
    organization = null;
    const bundled = await live(home);
    expect(renderPage).toHaveBeenCalledTimes(3);
    expect(bundled).toContain('<h1>Psychothérapie à Neuchâtel</h1>');
    expect(bundled).not.toContain('practice-identity');
  });

  it('escapes the texts so none can close the data block or open markup', async () => {
    const live = pages(() => ({
      version: 'v1',
      texts: { public: { 'home.title': '</script><script>alert(1)</script> & <!--' } },
    }));
    const html = (await live(home)) ?? '';
    const block = /<script type="application\/json" id="site-texts">(.*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(block).not.toMatch(/[<>&]/);
    expect(JSON.parse(block ?? '')).toEqual({
      language: 'fr',
      texts: { public: { 'home.title': '</script><script>alert(1)</script> & <!--' } },
    });
  });
});
