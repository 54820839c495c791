import { act, fireEvent, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticPart } from './static-part';

function createI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: {
      fr: { public: { title: 'Conditions d’utilisation', fees: 'Nos tarifs' } },
      de: { public: { title: 'Nutzungsbedingungen', fees: 'Unsere Tarife' } },
    },
    lng: 'fr',
    ns: ['public'],
    defaultNS: 'public',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { bindI18nStore: 'added' },
  });
  return i18n;
}

/** The part's content; counts its renders. */
function Terms({ onRender, selected }: { onRender: () => void; selected: string | null }) {
  const { t } = useTranslation('public');
  onRender();
  return (
    <section>
      <h2>{t('title')}</h2>
      <a href="/services#fees">{t('fees')}</a>
      {selected ? <p>{selected}</p> : null}
    </section>
  );
}

interface SiteProps {
  i18n: I18n;
  onRender: () => void;
  /** A value the part depends on besides its texts. */
  selected?: string | null;
}

function Site({ i18n, onRender, selected = null }: SiteProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/terms']}>
        <Routes>
          <Route
            path="/terms"
            element={
              <StaticPart dependsOn={[selected]}>
                <Terms onRender={onRender} selected={selected} />
              </StaticPart>
            }
          />
          <Route path="/services" element={<p>Prestations</p>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/** The page as the server sends it, then hydrated as the browser does. */
async function hydrateServerPage() {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Site i18n={createI18n()} onRender={() => {}} />);
  document.body.append(root);
  const sentHeading = root.querySelector('h2');
  const i18n = createI18n();
  const renders = vi.fn();
  const onRecoverableError = vi.fn();
  const reactRoot = await act(async () =>
    hydrateRoot(root, <Site i18n={i18n} onRender={renders} />, { onRecoverableError }),
  );
  return { i18n, renders, sentHeading, onRecoverableError, reactRoot };
}

describe('a static part of a page', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('keeps the server’s HTML while the page comes alive: nothing in it is rendered again', async () => {
    const { renders, sentHeading, onRecoverableError } = await hydrateServerPage();

    expect(renders).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Conditions d’utilisation' })).toBe(sentHeading);
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('shows the texts of the language the visitor switches to', async () => {
    const { i18n, renders } = await hydrateServerPage();

    await act(() => i18n.changeLanguage('de'));

    expect(screen.getByRole('heading', { name: 'Nutzungsbedingungen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Unsere Tarife' })).toBeVisible();
    expect(renders).toHaveBeenCalled();
  });

  it('shows texts staff edited that arrive after the page came alive', async () => {
    const { i18n } = await hydrateServerPage();

    act(() => {
      i18n.addResourceBundle('fr', 'public', { title: 'Conditions générales' }, true, true);
    });

    expect(screen.getByRole('heading', { name: 'Conditions générales' })).toBeVisible();
  });

  it('renders once a value it depends on changes', async () => {
    const { i18n, reactRoot } = await hydrateServerPage();

    await act(async () =>
      reactRoot.render(<Site i18n={i18n} onRender={() => {}} selected="Thérapie de couple" />),
    );

    expect(screen.getByText('Thérapie de couple')).toBeVisible();
  });

  it('follows its links with the router, and leaves a click with a modifier to the browser', async () => {
    await hydrateServerPage();
    const link = screen.getByRole('link', { name: 'Nos tarifs' });

    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.queryByText('Prestations')).toBeNull();

    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByText('Prestations')).toBeVisible();
  });

  it('renders as usual on a page the browser renders itself', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const renders = vi.fn();
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(root).render(<Site i18n={createI18n()} onRender={renders} />));

    expect(renders).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Conditions d’utilisation' })).toBeVisible();
  });
});
