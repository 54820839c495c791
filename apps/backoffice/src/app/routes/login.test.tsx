import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { env } from '../../config/env';
import { authHandlers } from '../../testing/auth-handlers';
import { apiOrganization, organizationHandlers } from '../../testing/organization-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { apiUser } from '../../testing/users';

const PASSWORD = 'Correct-horse-9';

async function fillLogin(
  user: Awaited<ReturnType<typeof renderRoute>>['user'],
  username: string,
  password: string,
) {
  await user.type(await screen.findByLabelText(/Username or email/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('signs in, says so, stores the session and goes to the redirect target', async () => {
    let sent: URLSearchParams | undefined;
    server.use(authHandlers.token({ onRequest: (form) => (sent = form) }), authHandlers.me());
    const { user, router } = await renderRoute('/login?redirect=%2Fno-such%3Fpage%3D2', {
      language: 'en',
    });

    await fillLogin(user, 'amartin', PASSWORD);

    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/no-such');
    expect(router.state.location.search).toBe('?page=2');
    expect(sent?.get('username')).toBe('amartin');
    expect(sent?.get('otp')).toBe('');
    expect(localStorage.getItem('token')).toBe('token-after-login');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-after-login');
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      username: 'amartin',
    });
  });

  it('goes home without a redirect, and never to another site', async () => {
    server.use(authHandlers.token());
    const { user, router } = await renderRoute('/login?redirect=https%3A%2F%2Fevil.example', {
      language: 'en',
    });

    await fillLogin(user, 'amartin', PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hello Anne Martin' }),
    ).toBeVisible();
  });

  it('stores the organization of the user who signs in', async () => {
    server.use(
      authHandlers.token({
        user: apiUser({ organization_id: 4, organization: { id: 4, name: 'Autre cabinet' } }),
      }),
    );
    const { user } = await renderRoute('/login', { language: 'en' });

    await fillLogin(user, 'amartin', PASSWORD);

    await waitFor(() => expect(localStorage.getItem('organizationId')).toBe('4'));
  });

  it('shows the wrong-password error and stays signed out', async () => {
    server.use(authHandlers.token());
    const { user, router } = await renderRoute('/login', { language: 'en' });

    await fillLogin(user, 'amartin', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByLabelText(/One-time code/)).not.toBeInTheDocument();
  });

  it('explains a locked account in the reader’s language', async () => {
    server.use(
      authHandlers.failing(
        '/token',
        'post',
        'Too many failed sign-in attempts. Try again in 15 minutes.',
        429,
      ),
    );
    const { user } = await renderRoute('/login');

    await user.type(await screen.findByLabelText(/Nom d’utilisateur ou e-mail/), 'amartin');
    await user.type(screen.getByLabelText(/^Mot de passe/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives de connexion échouées. Réessayez dans 15 min.',
    );
  });

  it('requires username and password before calling the API', async () => {
    const { user } = await renderRoute('/login', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Login' }));

    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText(/Username or email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the code after "Incorrect OTP", then shows a wrong code as an error', async () => {
    server.use(authHandlers.token({ otp: '123456' }));
    const { user, router } = await renderRoute('/login', { language: 'en' });

    await fillLogin(user, 'amartin', PASSWORD);

    const otp = await screen.findByLabelText(/One-time code/);
    expect(screen.getByText('Please enter the one-time code')).toBeVisible();
    expect(screen.queryByText('Incorrect OTP')).not.toBeInTheDocument();
    expect(otp).toHaveFocus();

    await user.type(otp, '000000');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect OTP')).toBeVisible();

    await user.clear(otp);
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('asks for an email when the organization requires 2FA setup, and sends the reset mail', async () => {
    let mixinId: string | undefined;
    server.use(
      authHandlers.token({ requireUserConfig2fa: true }),
      authHandlers.resetRequest((body) => (mixinId = body.mixin_id)),
    );
    const { user } = await renderRoute('/login', { language: 'en' });

    await fillLogin(user, 'amartin', PASSWORD);

    const dialog = await screen.findByRole('dialog', {
      name: 'Two-factor authentication required',
    });
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Email/), 'anne.martin@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Password reset email sent!')).toBeVisible();
    expect(mixinId).toBe('anne.martin@example.ch');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Reset password modal: email required and valid, then "Password reset email sent!"', async () => {
    let request: { mixin_id: string; language?: string } | undefined;
    server.use(authHandlers.resetRequest((body) => (request = body)));
    const { user } = await renderRoute('/login', { language: 'de' });

    await user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Passwort zurücksetzen' });
    const send = within(dialog).getByRole('button', { name: 'Link senden' });

    await user.click(send);
    expect(within(dialog).getByText('Dieses Feld ist erforderlich')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/E-Mail/), 'anne.martin');
    await user.click(send);
    expect(within(dialog).getByText('Geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    expect(request).toBeUndefined();

    await user.type(within(dialog).getByLabelText(/E-Mail/), '@example.ch');
    await user.click(send);

    expect(
      await screen.findByText('E-Mail zum Zurücksetzen des Passworts gesendet!'),
    ).toBeVisible();
    expect(request).toEqual({ mixin_id: 'anne.martin@example.ch', language: 'de' });
  });

  it('emails a sign-in link on request', async () => {
    let mixinId: string | undefined;
    server.use(authHandlers.passwordlessRequest((body) => (mixinId = body.mixin_id)));
    const { user } = await renderRoute('/login', { language: 'en' });

    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in by email' });
    await user.type(within(dialog).getByLabelText(/Email/), 'amartin@example.ch');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByText('Sign-in link sent! Check your email.')).toBeVisible();
    expect(mixinId).toBe('amartin@example.ch');
  });

  it('offers no Signup tab when the organization does not allow public signup', async () => {
    await renderRoute('/login', { language: 'en' });

    expect(await screen.findByRole('button', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Signup' })).not.toBeInTheDocument();
  });

  it('signs a new account up and in when public signup is allowed', async () => {
    let body: { email: string; username?: string; organization_id?: number } | undefined;
    server.use(
      authHandlers.init(true),
      authHandlers.signup((sent) => (body = sent)),
    );
    const { user, router } = await renderRoute('/login?redirect=%2Fno-such', { language: 'en' });

    await user.click(await screen.findByRole('tab', { name: 'Signup' }));
    const form = screen.getByRole('form', { name: 'Signup' });
    await user.type(within(form).getByLabelText(/Email/), 'new@example.ch');
    await user.type(within(form).getByLabelText(/^Username/), 'newcomer');
    await user.type(within(form).getByLabelText(/^Password/), 'Long-enough-1');
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Long-enough-2');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));
    expect(within(form).getByText('The passwords do not match')).toBeVisible();
    expect(body).toBeUndefined();

    await user.clear(within(form).getByLabelText(/^Confirm password/));
    await user.type(within(form).getByLabelText(/^Confirm password/), 'Long-enough-1');
    await user.click(within(form).getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Signed up successfully!')).toBeVisible();
    expect(body).toEqual({
      email: 'new@example.ch',
      username: 'newcomer',
      password: 'Long-enough-1',
      organization_id: 1,
    });
    expect(localStorage.getItem('token')).toBe('token-after-signup');
    expect(router.state.location.pathname).toBe('/no-such');
  });

  it('wears the public look: the website header and footer', async () => {
    await renderRoute('/login');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connexion à l’espace équipe' }),
    ).toBeVisible();
    // jsdom's window (1024 px) gets the header's narrow layout: the call to action is in its menu,
    // a popover the browser opens (jsdom has none: it is looked up among hidden elements).
    const header = screen.getByRole('banner');
    const burger = within(header).getByRole('button', { name: 'Ouvrir le menu' });
    const menu = document.getElementById(burger.getAttribute('popovertarget') ?? '');
    if (!menu) throw new Error('The menu button names no popover.');
    expect(
      within(menu).getByRole('link', { name: 'Prendre rendez-vous', hidden: true }),
    ).toHaveAttribute('href', 'http://localhost:5173/contact');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('2000 Neuchâtel');
    const legal = within(footer).getByRole('navigation', { name: 'Informations légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Mentions légales', 'http://localhost:5173/legal-notice'],
      ['Conditions générales', 'http://localhost:5173/terms'],
      ['Protection des données', 'http://localhost:5173/privacy'],
      ['Accessibilité', 'http://localhost:5173/accessibility'],
    ]);
    expect(document.title).toBe('Connexion à l’espace équipe · Cabinet · Espace équipe');
  });
});

describe('the sign-in screens show the practice', () => {
  it("takes the practice's name, address and phone from the API", async () => {
    server.use(
      ...organizationHandlers({
        initial: apiOrganization({
          name: 'Cabinet du Lac',
          street: 'Quai Osterwald 5',
          zip: '2001',
          phone: '+41 32 111 22 33',
        }),
      }),
    );
    await renderRoute('/login', { language: 'en' });

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Quai Osterwald 5')).toBeVisible();
    expect(within(footer).getByText('2001 Neuchâtel')).toBeVisible();
    expect(within(footer).getByText(/\+41 32 111 22 33/)).toBeVisible();
    expect(within(screen.getByRole('banner')).getByText('Cabinet du Lac')).toBeVisible();
  });

  it('shows the demo practice while the API does not answer', async () => {
    server.use(
      http.get(`${env.apiUrl}/organization/1`, () =>
        HttpResponse.json({ detail: 'down' }, { status: 503 }),
      ),
    );
    await renderRoute('/login', { language: 'en' });

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Rue du Seyon 10')).toBeVisible();
    expect(within(footer).getByText('2000 Neuchâtel')).toBeVisible();
  });
});
