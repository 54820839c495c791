import type { paths } from '@cabinet/api-client/schema';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../../testing/auth-handlers';
import { apiUrl } from '../../../testing/handlers';
import { apiOrganization, organizationHandlers } from '../../../testing/organization-handlers';
import { renderRoute } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { adminUser, staffUser } from '../../../testing/session';

type Update = paths['/organization/{id}']['put']['requestBody']['content']['application/json'];

const admin = { token: 'token-1', user: { ...adminUser, email: 'anne.martin@example.ch' } };

describe('General settings', () => {
  it('requires the display name and checks numbers, then saves and says so', async () => {
    const updates: Update[] = [];
    server.use(...organizationHandlers({ onUpdate: (body) => updates.push(body) }));
    const { user } = await renderRoute('/organization-settings', {
      session: admin,
      language: 'en',
    });

    const name = await screen.findByRole('textbox', { name: 'Display name' }, { timeout: 5000 });
    expect(name).toHaveValue('Cabinet Lac & Parole');
    await user.clear(name);
    const lifetime = screen.getByRole('textbox', { name: 'Session lifetime (minutes)' });
    await user.clear(lifetime);
    await user.type(lifetime, '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(screen.getByText('Enter a whole number from 5 to 10080')).toBeVisible();
    expect(updates).toEqual([]);

    await user.type(name, 'Cabinet du Lac');
    await user.type(lifetime, '0');
    await user.click(screen.getByRole('switch', { name: 'Allow public signup' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Organization Settings updated successfully!')).toBeVisible();
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      name: 'Cabinet du Lac',
      access_token_expire_minutes: 20,
      allow_public_signup: true,
      website: null,
      city: 'Neuchâtel',
    });
  });

  it('shows the saved settings after signing in, not the organization as the sign-in page read it', async () => {
    const full = apiOrganization({ access_token_expire_minutes: 90, contact_retention_days: 180 });
    const asVisitor: Partial<typeof full> = { ...full };
    delete asVisitor.access_token_expire_minutes;
    delete asVisitor.contact_retention_days;
    server.use(
      // Without a token the API answers the organization as visitors see it: no settings.
      http.get(apiUrl('/organization/{id}').replace('{id}', ':id'), ({ request }) =>
        HttpResponse.json(request.headers.get('authorization') ? full : asVisitor),
      ),
      authHandlers.token(),
      authHandlers.me(),
    );
    const { user } = await renderRoute('/login?redirect=%2Forganization-settings', {
      language: 'en',
    });
    await user.type(await screen.findByLabelText(/Username or email/), 'amartin');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-horse-9');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const lifetime = await screen.findByRole(
      'textbox',
      { name: 'Session lifetime (minutes)' },
      { timeout: 10_000 },
    );
    expect(lifetime).toHaveValue('90');
    expect(screen.getByRole('textbox', { name: 'Keep contact requests for (days)' })).toHaveValue(
      '180',
    );
  });

  it('shows the server’s refusal as an error', async () => {
    server.use(...organizationHandlers({ forbidden: true }));
    const { user } = await renderRoute('/organization-settings', {
      session: admin,
      language: 'en',
    });

    await screen.findByRole('textbox', { name: 'Display name' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only administrators can change the organization settings.');
    expect(alert).toHaveClass('MuiAlert-colorError');
  });

  it('tells staff without an admin role that the screen is for administrators', async () => {
    server.use(...organizationHandlers());
    await renderRoute('/organization-settings', {
      session: { token: 'token-2', user: staffUser },
      language: 'en',
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administrators only' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Display name' })).not.toBeInTheDocument();
  });

  it('sends visitors to the login page, with the way back', async () => {
    const { router } = await renderRoute('/organization-settings?tab=mail', { language: 'en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to the staff area' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Forganization-settings%3Ftab%3Dmail');
  });
});

describe('SMTP settings', () => {
  it('requires the Server URL and never shows the saved password; only a typed one is sent', async () => {
    const updates: Update[] = [];
    server.use(...organizationHandlers({ onUpdate: (body) => updates.push(body) }));
    const { user } = await renderRoute('/smtp-settings', { session: admin, language: 'en' });

    const server_ = await screen.findByRole('textbox', { name: 'Server URL' }, { timeout: 5000 });
    const password = screen.getByLabelText('Password');
    expect(password).toHaveValue('');
    expect(screen.getByText(/A password is saved and never shown/)).toBeVisible();

    await user.clear(server_);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeVisible();

    await user.type(server_, 'mail.example.ch');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('SMTP Settings updated successfully!')).toBeVisible();
    expect(updates[0]).toMatchObject({ mail_server: 'mail.example.ch', mail_port: 587 });
    expect(updates[0]).not.toHaveProperty('mail_password');

    await user.type(password, 'n3w-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('SMTP Settings updated successfully!');
    await expect.poll(() => updates.length).toBe(2);
    expect(updates[1]).toMatchObject({ mail_password: 'n3w-secret' });
    expect(password).toHaveValue('');
  });

  it('sends a test email and shows the outcome in the reader’s language', async () => {
    server.use(
      ...organizationHandlers({
        initial: apiOrganization({ mail_password_set: false }),
        testEmail: { sent: false, detail: 'Could not connect to the mail server.' },
      }),
    );
    const { user } = await renderRoute('/smtp-settings', { session: admin, language: 'fr' });

    expect(
      await screen.findByText('Aucun mot de passe n’est enregistré.', { exact: false }),
    ).toBeVisible();
    const test = screen.getByRole('region', { name: 'Envoyer un e-mail de test' });
    expect(within(test).getByRole('textbox', { name: 'Destinataire' })).toHaveValue(
      'anne.martin@example.ch',
    );
    await user.click(within(test).getByRole('button', { name: 'Envoyer un e-mail de test' }));

    expect(await within(test).findByRole('alert')).toHaveTextContent(
      'Impossible de joindre le serveur de messagerie.',
    );
  });

  it('asks to save changes before testing them', async () => {
    server.use(...organizationHandlers());
    const { user } = await renderRoute('/smtp-settings', { session: admin, language: 'en' });

    await user.type(
      await screen.findByRole('textbox', { name: 'Sender name' }, { timeout: 5000 }),
      ' team',
    );

    expect(screen.getByRole('button', { name: 'Send test email' })).toBeDisabled();
    expect(screen.getByText('Save your changes before testing them.')).toBeVisible();
  });
});

describe('Google sign-in settings', () => {
  it('says plainly that Google sign-in is not available', async () => {
    await renderRoute('/google-sign-in-settings', { session: admin, language: 'de' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anmeldung mit Google' }),
    ).toBeVisible();
    expect(
      screen.getByText('Die Anmeldung mit Google ist in Cabinet nicht verfügbar.'),
    ).toBeVisible();
  });
});
