import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';

/** The browser losing or regaining its connection, as it tells the page. */
function setConnection(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the contact page without a connection', () => {
  afterEach(() => {
    setConnection(true);
    vi.restoreAllMocks();
  });

  it('offers the practice phone and the emergency numbers instead of the form, until back online', async () => {
    await renderRoute('/contact');
    // The page and its form load on first visit.
    expect(
      await screen.findByText('Envoyer', { selector: 'button' }, { timeout: 10_000 }),
    ).toBeVisible();

    setConnection(false);

    const title = await screen.findByText('Pas de connexion à Internet');
    const notice = title.closest<HTMLElement>('[role="alert"]');
    if (!notice) throw new Error('The offline notice is not an alert.');
    expect(within(notice).getByRole('link', { name: /\+41 32 000 00 00/ })).toHaveAttribute(
      'href',
      'tel:+41320000000',
    );
    expect(within(notice).getByRole('link', { name: /^144/ })).toHaveAttribute('href', 'tel:144');
    expect(within(notice).getByRole('link', { name: /^143/ })).toHaveAttribute('href', 'tel:143');
    expect(screen.queryByText('Envoyer', { selector: 'button' })).toBeNull();

    setConnection(true);

    expect(await screen.findByText('Envoyer', { selector: 'button' })).toBeVisible();
    expect(screen.queryByText('Pas de connexion à Internet')).toBeNull();
  });
});
