import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { page } from '../../lib/page';
import { renderRoute } from '../../testing/render-route';
import { apiUrl } from '../../testing/handlers';
import { profileHandlers } from '../../testing/profile-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

describe('account dropdown', () => {
  it('shows the name, My account, Edit profile and Logout to a signed-in user', async () => {
    server.use(...profileHandlers.twoFactor());
    const { user, router } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'AM: account menu of Anne Martin' });
    // Label in name (WCAG 2.5.3): the name starts with the initials the avatar shows.
    expect(button).toHaveTextContent(/^AM$/);
    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('My account')).toBeVisible();
    expect(within(menu).getByText('Anne Martin')).toBeVisible();

    await user.click(within(menu).getByRole('menuitem', { name: 'Edit profile' }));
    expect(router.state.location.pathname).toBe('/profile/1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  it('shows the username when there is no display name', async () => {
    await renderRoute('/', {
      session: { token: 'token-1', user: { ...adminUser, name: null } },
      language: 'en',
    });

    expect(await screen.findByRole('button', { name: 'A: account menu of amartin' })).toBeVisible();
  });

  it('signs out: ends the session on the server, forgets it here and reloads the page', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => undefined);
    const ended: { authorization: string | null; body: unknown }[] = [];
    server.use(
      http.post(apiUrl('/logout'), async ({ request }) => {
        ended.push({
          authorization: request.headers.get('Authorization'),
          body: await request.json(),
        });
        return HttpResponse.json({ detail: 'Signed out.' });
      }),
    );
    const { user } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser, refreshToken: 'refresh-1' },
      language: 'en',
    });

    const button = await screen.findByRole('button', { name: 'AM: account menu of Anne Martin' });
    // Label in name (WCAG 2.5.3): the name starts with the initials the avatar shows.
    expect(button).toHaveTextContent(/^AM$/);
    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(ended).toEqual([
      { authorization: 'Bearer token-1', body: { refresh_token: 'refresh-1' } },
    ]);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('offers visitors a Login button that comes back to the page they were on', async () => {
    await renderRoute('/no-such-page?tab=2', { language: 'en' });

    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fno-such-page%3Ftab%3D2',
    );
    expect(screen.queryByRole('button', { name: /account menu of/ })).not.toBeInTheDocument();
  });
});
