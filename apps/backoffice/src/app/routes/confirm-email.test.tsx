import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../testing/auth-handlers';
import { profileHandlers } from '../../testing/profile-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { staffUser } from '../../testing/session';
import { apiUser } from '../../testing/users';

const TOKEN = 'confirm-token-0123456789abcdef';

describe('/confirm-email#token=', () => {
  it('posts the token from the fragment once, says the new address, and drops the token from the URL', async () => {
    const bodies: unknown[] = [];
    server.use(
      profileHandlers.confirmEmailChange(TOKEN, 'luc@new.example.ch', (body) => bodies.push(body)),
    );
    const { router } = await renderRoute(`/confirm-email#token=${TOKEN}`, { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' }),
    ).toBeVisible();
    expect(await screen.findByText('Your email address is now luc@new.example.ch.')).toBeVisible();
    expect(bodies).toEqual([{ token: TOKEN }]);
    expect(router.state.location.pathname).toBe('/confirm-email');
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('keeps a signed-in browser’s user up to date and leads back to the profile', async () => {
    server.use(
      profileHandlers.confirmEmailChange(TOKEN, 'luc@new.example.ch'),
      authHandlers.me(apiUser({ id: 2, username: 'lrochat', email: 'luc@new.example.ch' })),
    );
    await renderRoute(`/confirm-email#token=${TOKEN}`, {
      language: 'de',
      session: { token: 'token-2', user: { ...staffUser, email: 'luc.rochat@example.ch' } },
    });

    expect(
      await screen.findByText('Ihre E-Mail-Adresse lautet jetzt luc@new.example.ch.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zu meinem Profil' })).toHaveAttribute(
      'href',
      '/profile/2/edit',
    );
    await expect
      .poll(() => JSON.parse(localStorage.getItem('userData') ?? '{}') as { email?: string })
      .toMatchObject({ email: 'luc@new.example.ch' });
  });

  it('explains a used, expired or forged link in the reader’s language, never as a crash', async () => {
    server.use(profileHandlers.confirmEmailChange('another-token-0123456789', 'x@example.ch'));
    await renderRoute(`/confirm-email#token=${TOKEN}`, { language: 'fr' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien n’est pas valable ou a expiré. Demandez-en un nouveau.',
    );
  });

  it('without a token, says the link is invalid and asks the API nothing', async () => {
    const bodies: unknown[] = [];
    server.use(profileHandlers.confirmEmailChange(TOKEN, 'x@example.ch', (b) => bodies.push(b)));
    await renderRoute('/confirm-email', { language: 'en' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Ask for a new one.',
    );
    expect(bodies).toEqual([]);
  });
});
