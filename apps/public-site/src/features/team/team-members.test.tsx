import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practitionerHandlers, practitioners } from '../../testing/handlers';
import { renderPage } from '../../testing/render-page';
import { server } from '../../testing/server';

describe('the team page', () => {
  it('shows the practitioners the server read, in the page’s language, with no script', async () => {
    await renderPage('/team', { language: 'de', practitioners });

    const first = screen.getByRole('article', { name: 'Claire Demo' });
    const title = within(first).getByText('Fachpsychologin für Psychotherapie FSP');
    expect(title).toBeVisible();
    // In the page's own language: no language of its own to announce.
    expect(title.closest('ul')).not.toHaveAttribute('lang');
    expect(within(first).getByRole('img', { name: 'Porträt von Claire Demo' })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/attachment\/serve\/a1b2c3\.png$/),
    );
    // Languages by name, in the page's language; services as links to their description.
    expect(within(first).getByText('Französisch, Englisch, Italienisch')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Paartherapie' })).toHaveAttribute(
      'href',
      '/services#couple-psychotherapy',
    );
    expect(within(first).getByText(/Mitglied der FSP/)).toBeVisible();
    // Without a photo, no broken image: the initials stand in, hidden from screen readers.
    const second = screen.getByRole('article', { name: 'Jonas Beispiel' });
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByText('Psychologe FSP')).toBeVisible();
    expect(document.querySelector('[data-island="team-members"]')).toBeNull();

    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent;
    const { employee } = JSON.parse(jsonLd ?? '{}') as { employee: { name: string }[] };
    expect(employee.map((person) => person.name)).toEqual(['Claire Demo', 'Jonas Beispiel']);
  });

  it('falls back to a practitioner’s first language that has a text, marked as such', async () => {
    await renderPage('/team', { language: 'en', practitioners: practitioners.slice(1) });
    expect(screen.getByText('Psychologe FSP').closest('ul')).toHaveAttribute('lang', 'de');
  });

  it('says so when no practitioner is shown yet', async () => {
    await renderPage('/team', { language: 'fr', practitioners: [] });
    expect(
      screen.getByText('Les portraits de l’équipe seront bientôt présentés ici.'),
    ).toBeVisible();
  });

  it('asks the API from the browser when the server could not read the team', async () => {
    await renderPage('/team', { language: 'en' });
    expect(await screen.findByRole('article', { name: 'Claire Demo' })).toBeVisible();
    expect(screen.getByText('FSP psychotherapy specialist')).toBeVisible();
  });

  it('offers to try again when the API cannot be reached either', async () => {
    server.use(practitionerHandlers.unreachable());
    const { user } = await renderPage('/team', { language: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('L’équipe ne peut pas être affichée pour le moment.');

    server.use(practitionerHandlers.ok());
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Jonas Beispiel' })).toBeVisible(),
    );
  });
});
