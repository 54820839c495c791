import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../testing/auth-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

describe('/reset-password-confirmation/:token', () => {
  it('keeps Save disabled while the passwords are empty or differ, then sets the password', async () => {
    let sent: { token: string; newPassword: string } | undefined;
    server.use(authHandlers.resetConfirmation((body) => (sent = body)));
    const { user, router } = await renderRoute(
      '/reset-password-confirmation/tok-0123456789abcdef',
      {
        language: 'en',
      },
    );

    const save = await screen.findByRole('button', { name: 'Save the password' });
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^New password/), 'New-passw0rd');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-passw0rX');
    expect(save).toBeDisabled();
    expect(screen.getByText('The passwords do not match')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'New-passw0rd');
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Password reset successful! Please login')).toBeVisible();
    expect(sent).toEqual({ token: 'tok-0123456789abcdef', newPassword: 'New-passw0rd' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the API’s refusal of a used link', async () => {
    server.use(
      authHandlers.failing(
        '/reset-password-confirmation',
        'post',
        'This link is invalid or has expired. Ask for a new one.',
      ),
    );
    const { user } = await renderRoute('/reset-password-confirmation/tok-0123456789abcdef');

    await user.type(await screen.findByLabelText(/^Nouveau mot de passe/), 'New-passw0rd');
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'New-passw0rd');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce lien n’est pas valable ou a expiré. Demandez-en un nouveau.',
    );
  });
});
