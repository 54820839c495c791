import { describe, expect, it, vi } from 'vitest';
import type { PracticeData, ServerTexts } from '../src/entry-server';
import type { PublicOrganization } from '../src/lib/known-organization';
import { organization as seededIdentity, practitioners } from '../src/testing/handlers';
import { createLivePages } from './live-pages.ts';
import type { CurrentTexts } from './site-texts-reader.ts';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><title>x</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const BUNDLED = { public: { 'home.title': 'Psychothérapie à Neuchâtel' } };
const home = { file: 'prerendered/fr/home.html', language: 'fr', status: 200 } as const;

const UNKNOWN: PracticeData = { organization: null, practitioners: null };

/** Renders the title, the practice's name and its team's size as the entry does, with an island. */
const renderPage = vi.fn(
  async (url: string, _language: string, texts: ServerTexts, known?: PracticeData) => ({
    head: `<title>${url}</title>`,
    body: `<h1>${texts.public?.['home.title'] ?? BUNDLED.public['home.title']}</h1><p>${known?.organization?.name ?? 'demo'}</p><p>${known?.practitioners?.length ?? '?'} people</p><div data-island="carousel"></div>`,
  }),
);

function pages(current: () => CurrentTexts | null, practice: () => PracticeData = () => UNKNOWN) {
  renderPage.mockClear();
  return createLivePages({
    template: TEMPLATE,
    renderPage,
    readTexts: async () => current(),
    readPractice: async () => practice(),
  });
}

describe('the pages the site’s server makes', () => {
  it('makes a page with the edited texts once per version, in its language, with its script', async () => {
    let current: CurrentTexts = {
      version: 'v1',
      texts: { public: { 'home.title': 'Au bord du lac' } },
    };
    const live = pages(() => current);

    const html = await live({ ...home, language: 'de' });
    expect(html).toContain('<html lang="de"');
    expect(html).toContain('<h1>Au bord du lac</h1>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(renderPage).toHaveBeenLastCalledWith('/', 'de', current.texts, UNKNOWN);
    await live(home);
    expect(renderPage).toHaveBeenCalledTimes(1);

    current = { version: 'v2', texts: { public: { 'home.title': 'Encore un autre' } } };
    expect(await live(home)).toContain('<h1>Encore un autre</h1>');
    expect(renderPage).toHaveBeenCalledTimes(2);
  });

  it('renders each file from its own address: the language named, the 404 page', async () => {
    const live = pages(() => ({ version: 'v1', texts: BUNDLED }));
    await live({ file: 'prerendered/de/services.lng.html', language: 'de', status: 200 });
    expect(renderPage).toHaveBeenLastCalledWith(
      '/services?lng=de',
      'de',
      expect.anything(),
      UNKNOWN,
    );
    await live({ file: 'prerendered/fr/not-found.html', language: 'fr', status: 404 });
    expect(renderPage).toHaveBeenLastCalledWith('/404', 'fr', expect.anything(), UNKNOWN);
  });

  it('sends the built page (null) when the API is unreachable or a page fails', async () => {
    expect(await pages(() => null)(home)).toBeNull();
    expect(renderPage).not.toHaveBeenCalled();

    const onRenderError = vi.fn();
    const failing = createLivePages({
      template: TEMPLATE,
      renderPage: () => Promise.reject(new Error('boom')),
      readTexts: async () => ({ version: 'v1', texts: BUNDLED }),
      onRenderError,
    });
    expect(await failing(home)).toBeNull();
    expect(onRenderError).toHaveBeenCalledWith(home.file, expect.any(Error));
  });

  it('makes a page with the practice’s identity and team, and again once staff change them', async () => {
    let organization: PublicOrganization | null = { ...seededIdentity, name: 'Cabinet des Rives' };
    let team = practitioners;
    const live = pages(
      () => ({ version: 'v1', texts: BUNDLED }),
      () => ({ organization, practitioners: team }),
    );

    expect(await live(home)).toContain('<p>Cabinet des Rives</p><p>2 people</p>');
    await live(home);
    expect(renderPage).toHaveBeenCalledTimes(1);

    organization = { ...seededIdentity, name: 'Cabinet du Lac' };
    expect(await live(home)).toContain('<p>Cabinet du Lac</p>');
    team = practitioners.slice(1);
    expect(await live(home)).toContain('<p>1 people</p>');
    organization = null;
    expect(await live(home)).toContain('<p>demo</p>');
    expect(renderPage).toHaveBeenCalledTimes(4);
  });

  it('ships no script with a page that has no island', async () => {
    renderPage.mockImplementationOnce(async () => ({
      head: '<title>t</title>',
      body: '<h1>Static</h1>',
    }));
    const html = await pages(() => ({ version: 'v1', texts: BUNDLED }))(home);
    expect(html).toContain('<h1>Static</h1>');
    expect(html).not.toContain('<script');
  });

  it('takes texts holding replacement patterns literally', async () => {
    const html = await pages(() => ({
      version: 'v1',
      texts: { public: { 'home.title': "$& $' $1" } },
    }))(home);
    expect(html).toContain("<h1>$& $' $1</h1>");
  });
});
