import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { healthHandlers } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

describe('back-office home', () => {
  it('greets the signed-in staff member and shows the status the API reports', async () => {
    await renderRoute('/', { session: { token: 'token-1', user: adminUser } });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Anne Martin' }),
    ).toBeVisible();
    const status = screen.getByRole('region', { name: 'État du serveur' });
    expect(await within(status).findByText('Statut de l’API : ok')).toBeVisible();
    expect(document.title).toBe('Accueil · Cabinet · Espace équipe');
  });

  it('shows an error with a retry when the API answers 500, and recovers on retry', async () => {
    server.use(healthHandlers.failing(500));
    const { user } = await renderRoute('/');

    const status = await screen.findByRole('region', { name: 'État du serveur' });
    const alert = await within(status).findByRole('alert');
    expect(alert).toHaveTextContent('Le serveur ne répond pas.');
    expect(within(status).queryByText(/Statut de l’API/)).not.toBeInTheDocument();

    server.use(healthHandlers.ok());
    await user.click(within(alert).getByRole('button'));
    expect(await within(status).findByText('Statut de l’API : ok')).toBeVisible();
  });

  it('shows the error state when the API cannot be reached at all', async () => {
    server.use(healthHandlers.unreachable());
    await renderRoute('/');

    expect(await screen.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas.');
  });

  it('welcomes visitors who are not signed in and offers them the login page', async () => {
    await renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bienvenue dans l’espace équipe' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});
