import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';

describe('404 page', () => {
  it('says the page was not found and goes back to the previous page', async () => {
    const { user, router } = await renderRoute('/no-such-page', { history: ['/'], language: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: '404 Not Found' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go back' }));

    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the staff area' }),
    ).toBeVisible();
  });

  it('goes home when the tab has no earlier page to go back to', async () => {
    const { user, router } = await renderRoute('/no-such-page');

    await user.click(await screen.findByRole('button', { name: 'Retour' }));

    expect(router.state.location.pathname).toBe('/');
  });
});
