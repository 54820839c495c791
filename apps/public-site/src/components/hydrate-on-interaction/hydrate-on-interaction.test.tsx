import { act, fireEvent, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hydratedByReact } from '../../lib/hydrated-by-react';

function createI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    resources: { fr: { public: { title: 'Formulaire' } }, de: { public: { title: 'Formular' } } },
    lng: 'fr',
    ns: ['public'],
    defaultNS: 'public',
    initAsync: false,
  });
  return i18n;
}

/** A part showing a text. */
function Title() {
  const { t } = useTranslation('public');
  return <p>{t('title')}</p>;
}

/** A form in the part: a field whose text React keeps in its state, and a button. */
function Form({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form>
      <label>
        Nom
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <output>{name}</output>
      <button type="button" onClick={() => onSend(name)}>
        Envoyer
      </button>
    </form>
  );
}

/**
 * Renders a page holding the part as the server does, then hydrates it as the browser does. The
 * part's module is loaded afresh: the visitor's first interaction is noted once per page, in the
 * module. `beforeScripts` acts on the server's HTML before any script runs, as a visitor may.
 */
async function hydrateServerPage(
  part: (onSend: (name: string) => void) => ReactNode = (onSend) => <Form onSend={onSend} />,
  beforeScripts: (container: HTMLElement) => void = () => {},
) {
  vi.resetModules();
  const { HydrateOnInteraction } = await import('./hydrate-on-interaction');
  const page = (content: ReactNode, i18n = createI18n()) => (
    <I18nextProvider i18n={i18n}>
      <main>
        <h1>Contact</h1>
        <HydrateOnInteraction>{content}</HydrateOnInteraction>
      </main>
    </I18nextProvider>
  );

  const container = document.createElement('div');
  container.innerHTML = renderToString(page(part(() => {})));
  document.body.append(container);
  beforeScripts(container);
  const onSend = vi.fn();
  const onRecoverableError = vi.fn();
  const i18n = createI18n();
  const root = await act(async () =>
    hydrateRoot(container, page(part(onSend), i18n), { onRecoverableError }),
  );
  return {
    container,
    i18n,
    onSend,
    onRecoverableError,
    /** Renders the page again, as its parent does when anything changes. */
    renderAgain: () => act(async () => root.render(page(part(onSend), i18n))),
    field: () => container.querySelector('input') as HTMLInputElement,
    button: () => container.querySelector('button') as HTMLButtonElement,
    output: () => container.querySelector('output') as HTMLOutputElement,
  };
}

describe('a part hydrated on interaction', () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });

  it('keeps the server’s HTML as it is until the visitor first uses the page', async () => {
    const page = await hydrateServerPage();
    const sentField = page.field();

    expect(hydratedByReact(page.container.querySelector('h1') as Element)).toBe(true);
    expect(hydratedByReact(sentField)).toBe(false);

    // A touch anywhere on the page: the visitor may be about to use the part.
    await act(async () => {
      fireEvent.pointerDown(document.body);
    });

    await vi.waitFor(() => expect(hydratedByReact(sentField)).toBe(true));
    expect(page.field()).toBe(sentField);
    expect(page.onRecoverableError).not.toHaveBeenCalled();
  });

  it('handles the very click that wakes it', async () => {
    const page = await hydrateServerPage();

    await act(async () => {
      fireEvent.click(page.button());
    });

    expect(page.onSend).toHaveBeenCalledOnce();
  });

  it('hands React a value put in before it woke, without a key or a touch (autofill)', async () => {
    const page = await hydrateServerPage();

    await act(async () => {
      page.field().value = 'Anna';
      fireEvent.input(page.field());
    });
    await vi.waitFor(() => expect(page.output()).toHaveTextContent('Anna'));

    await act(async () => {
      fireEvent.click(page.button());
    });
    expect(page.onSend).toHaveBeenCalledWith('Anna');
  });

  it('wakes at once, with the value, when the visitor typed into it before any script ran', async () => {
    const page = await hydrateServerPage(undefined, (container) => {
      (container.querySelector('input') as HTMLInputElement).value = 'Lena';
    });

    expect(hydratedByReact(page.field())).toBe(true);
    await vi.waitFor(() => expect(page.output()).toHaveTextContent('Lena'));
  });

  it('stays as sent when the page around it renders again', async () => {
    const page = await hydrateServerPage();
    const sentField = page.field();

    await page.renderAgain();

    expect(page.field()).toBe(sentField);
    expect(hydratedByReact(sentField)).toBe(false);
  });

  it('shows the other language when the visitor switches before it woke', async () => {
    const page = await hydrateServerPage(() => <Title />);
    expect(hydratedByReact(page.container.querySelector('p') as Element)).toBe(false);

    await act(async () => {
      await page.i18n.changeLanguage('de');
    });

    expect(page.container.querySelector('p')).toHaveTextContent('Formular');
    expect(page.onRecoverableError).not.toHaveBeenCalled();
  });

  it('renders at once on a page the browser renders alone', async () => {
    vi.resetModules();
    const { HydrateOnInteraction } = await import('./hydrate-on-interaction');
    const onSend = vi.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <HydrateOnInteraction>
          <Form onSend={onSend} />
        </HydrateOnInteraction>
      </I18nextProvider>,
    );

    expect(hydratedByReact(screen.getByRole('button', { name: 'Envoyer' }))).toBe(true);
  });
});
