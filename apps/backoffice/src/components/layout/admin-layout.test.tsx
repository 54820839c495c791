import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

// The menus show an entry only once its screen exists (config/nav.ts). The Settings group and the
// CMS app come back, with tests that open them, with their screens.
describe('admin layout', () => {
  it('offers administrators Users, Roles, Practitioners, Contact requests, Activity, the mail outbox, Visitor tracking and the System status, and the Organization app that opens the users', async () => {
    server.use(...userApi([userRecord(1)]).handlers);
    const { user, router } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Users',
      'Roles',
      'Practitioners',
      'Files',
      'Contact requests',
      'Activity',
      'Mail outbox',
      'Visitor tracking',
      'System status',
    ]);
    await user.click(screen.getByRole('button', { name: 'Open the list of apps' }));
    const apps = await screen.findByRole('dialog', { name: 'Apps' });
    expect(
      within(apps)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'CMS / theme translations', 'Organization']);

    await user.click(within(apps).getByRole('link', { name: 'Organization' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/users');
  });

  for (const [who, sessionUser] of [['staff without an admin role', staffUser]] as const) {
    it(`offers ${who} only entries whose screen exists, each leading to that screen`, async () => {
      const { user, router } = await renderRoute('/', {
        session: { token: 'token-1', user: sessionUser },
        language: 'en',
      });

      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      // Everyone signed in has their own files.
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Files']);
      await user.click(screen.getByRole('button', { name: 'Open the list of apps' }));
      const apps = await screen.findByRole('dialog', { name: 'Apps' });
      expect(
        within(apps)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'CMS / theme translations']);

      await user.click(within(apps).getByRole('link', { name: 'Home' }));

      expect(router.state.location.pathname).toBe('/');
      expect(
        await screen.findByRole('heading', { level: 1, name: `Hello ${sessionUser.name}` }),
      ).toBeVisible();
    });
  }

  it('changes the visible texts when another language is chosen', async () => {
    const { user } = await renderRoute('/', { session: { token: 'token-1', user: adminUser } });

    expect(
      await screen.findByRole('navigation', { name: 'Navigation principale' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /Deutsch/ }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Guten Tag, Anne Martin' }),
    ).toBeVisible();
    expect(
      screen.queryByRole('navigation', { name: 'Navigation principale' }),
    ).not.toBeInTheDocument();
  });
});
