import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { adminUser, staffUser } from '../../testing/session';

describe('admin layout', () => {
  it('shows administrators every entry, with the Settings group nested', async () => {
    const { user } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/roles');
    expect(within(nav).queryByRole('link', { name: 'SMTP Settings' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Settings' }));

    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute(
      'href',
      '/organization-settings',
    );
    expect(within(nav).getByRole('link', { name: 'SMTP Settings' })).toHaveAttribute(
      'href',
      '/smtp-settings',
    );
  });

  it('hides role-gated entries from a stored user without an admin role', async () => {
    const { user } = await renderRoute('/', {
      session: { token: 'token-2', user: staffUser },
      language: 'en',
    });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Roles' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the list of apps' }));
    const apps = await screen.findByRole('dialog', { name: 'Apps' });
    expect(within(apps).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(apps).getByRole('link', { name: 'CMS / theme translations' })).toHaveAttribute(
      'href',
      '/theme_translations',
    );
    expect(within(apps).queryByRole('link', { name: 'Organization' })).not.toBeInTheDocument();
  });

  it('lists Organization in the Apps popup for administrators', async () => {
    const { user } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    await user.click(await screen.findByRole('button', { name: 'Open the list of apps' }));

    const apps = await screen.findByRole('dialog', { name: 'Apps' });
    expect(within(apps).getByRole('link', { name: 'Organization' })).toHaveAttribute(
      'href',
      '/users',
    );
  });

  it('highlights the entry whose target the current path contains, with its group open', async () => {
    await renderRoute('/smtp-settings/mail', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'SMTP Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'General' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('changes the visible texts when another language is chosen', async () => {
    const { user } = await renderRoute('/', { session: { token: 'token-1', user: adminUser } });

    expect(await screen.findByRole('link', { name: 'Utilisateurs' })).toBeVisible();
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: /Deutsch/ }));

    expect(await screen.findByRole('link', { name: 'Benutzer' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Guten Tag, Anne Martin' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
  });
});

describe('admin layout on a small screen', () => {
  beforeEach(() => {
    // Every media query matches: the layout takes its below-`sm` form.
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens the navigation with the burger and closes it once an entry is chosen', async () => {
    const { user, router } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });

    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });

    await user.click(within(nav).getByRole('link', { name: 'Roles' }));

    expect(router.state.location.pathname).toBe('/roles');
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
