import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../testing/auth-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

const TOKEN = 'link-token-0123456789';

describe('/passwordless-login', () => {
  it('signs in with the mailed link and goes home', async () => {
    server.use(authHandlers.passwordless({ token: TOKEN }));
    const { router } = await renderRoute(`/passwordless-login?token=${TOKEN}`, { language: 'en' });

    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('token-after-link');
  });

  it('asks for a code when the account uses 2FA, and shows a wrong one as an error', async () => {
    server.use(authHandlers.passwordless({ token: TOKEN, otp: '654321' }));
    const { user, router } = await renderRoute(`/passwordless-login?token=${TOKEN}`, {
      language: 'en',
    });

    const otp = await screen.findByLabelText(/One-time code/);
    expect(screen.getByText('Please enter the one-time code')).toBeVisible();
    expect(screen.queryByText('Incorrect OTP')).not.toBeInTheDocument();

    await user.type(otp, '111111');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Incorrect OTP')).toBeVisible();

    await user.clear(otp);
    await user.type(otp, '654321');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Logged in successfully!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains an expired link and leads back to the login page', async () => {
    server.use(authHandlers.passwordless({ token: 'another-token-000000' }));
    await renderRoute(`/passwordless-login?token=${TOKEN}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien n’est pas valable ou a expiré. Demandez-en un nouveau.',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says the link is invalid when it carries no token', async () => {
    await renderRoute('/passwordless-login', { language: 'en' });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Ask for a new one.',
    );
  });
});
