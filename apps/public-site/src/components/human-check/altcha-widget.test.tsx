import { createTestI18n } from '@cabinet/i18n/test-i18n';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import type * as RealWidget from './altcha-widget';
import { loadAltcha } from './load-altcha';

/**
 * The real ALTCHA widget, which the other tests replace by a button: the element, attributes,
 * settings and events this component relies on must exist in the version installed. jsdom runs no
 * worker, so the widget's test mode stands in for the proof of work (a payload the API refuses).
 */
const { AltchaWidget } = await vi.importActual<typeof RealWidget>('./altcha-widget');

function widget(): HTMLElementTagNameMap['altcha-widget'] {
  const element = document.querySelector('altcha-widget');
  if (!element) throw new Error('No <altcha-widget> on the page.');
  return element;
}

describe('AltchaWidget with the real ALTCHA widget', () => {
  beforeAll(async () => {
    await loadAltcha();
    // The widget refuses to work outside HTTPS (or localhost), which jsdom does not say it is.
    vi.stubGlobal('isSecureContext', true);
    // The form is on the screen at once: the widget is wanted, and loads.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.report(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
        }
        disconnect() {}
      },
    );
    globalThis.$altcha.defaults.set({ test: true, minDuration: 0 });
  });
  afterAll(() => {
    globalThis.$altcha.defaults.set({ test: false, minDuration: 500 });
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    // The widget's table of texts outlives a test: each starts from ALTCHA's own English.
    globalThis.$altcha.i18n.set('de', { ...globalThis.$altcha.i18n.get('en') });
  });

  it('is set up from the API, without logo, footer nor interaction records', async () => {
    render(
      <I18nextProvider i18n={createTestI18n(['public'], 'de')}>
        <AltchaWidget auto="onfocus" onVerified={() => undefined} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(customElements.get('altcha-widget')).toBeDefined());
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    const config = widget().getConfiguration();
    expect(config).toMatchObject({
      challenge: `${env.apiUrl}/altcha/challenge`,
      auto: 'onfocus',
      language: 'de',
      hideLogo: true,
      hideFooter: true,
      humanInteractionSignature: false,
    });
    expect(globalThis.$altcha.algorithms.has('SHA-256')).toBe(true);
  });

  it('shows the site’s texts in the page’s language, as a labelled checkbox', async () => {
    render(
      <I18nextProvider i18n={createTestI18n(['public'], 'de')}>
        <AltchaWidget auto="onfocus" onVerified={() => undefined} />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('checkbox', { name: 'Ich bin kein Roboter' })).toBeVisible();
  });

  it('hands over the payload when the widget reports itself verified', async () => {
    const onVerified = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n(['public'], 'fr')}>
        <AltchaWidget auto="onload" onVerified={onVerified} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    const payload = JSON.parse(atob(onVerified.mock.calls[0]![0] as string)) as object;
    expect(payload).toMatchObject({ test: true });
    expect(await screen.findByText('Vérifié')).toBeVisible();
  });

  it('asked to solve before it loaded, starts once on its own and never fails beside itself', async () => {
    const onVerified = vi.fn();
    const onInvalidated = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n(['public'], 'fr')}>
        <AltchaWidget
          auto="onfocus"
          verifyNow
          onVerified={onVerified}
          onInvalidated={onInvalidated}
        />
      </I18nextProvider>,
    );
    await waitFor(() => expect(onVerified).toHaveBeenCalledOnce());
    // Drawn to start itself: a second check started beside it would make both fail.
    expect(widget().getConfiguration().auto).toBe('onload');
    expect(onInvalidated).not.toHaveBeenCalled();
  });

  it('reports a failed check, so an earlier payload is dropped', async () => {
    const onInvalidated = vi.fn();
    render(
      <I18nextProvider i18n={createTestI18n(['public'], 'en')}>
        <AltchaWidget auto="onfocus" onVerified={() => undefined} onInvalidated={onInvalidated} />
      </I18nextProvider>,
    );
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
    // The widget logs every failure to the console: expected here.
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await widget().configure({ mockError: true });
    void widget().verify();
    await waitFor(() => expect(onInvalidated).toHaveBeenCalled());
    expect(widget().getState()).toBe('error');
  });
});
