import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practitionerApi, practitionerRecord } from '../../testing/practitioner-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };

describe('practitioners, for administrators', () => {
  it('lists them with their languages by name, in the screen’s language', async () => {
    server.use(
      ...practitionerApi([
        practitionerRecord(1),
        practitionerRecord(2, { display_name: 'Jonas Beispiel', languages: ['de', 'it'] }),
      ]).handlers,
    );
    await renderRoute('/practitioners', { session, language: 'de' });

    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const jonas = await within(table).findByRole('row', { name: /Jonas Beispiel/ });
    expect(within(jonas).getByText('Deutsch, Italienisch')).toBeVisible();
    expect(within(table).getByRole('row', { name: /Claire Demo/ })).toHaveTextContent(
      'Französisch, Englisch',
    );
  });

  it('creates one from the form: name required, lists as chosen, empty texts left out', async () => {
    const api = practitionerApi([]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/practitioners/create', { session, language: 'en' });

    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
    await user.click(save);
    expect(await screen.findByText('Enter the display name')).toBeVisible();
    expect(api.saved).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Display name' }), '  Lena Muster ');
    await user.click(screen.getByRole('combobox', { name: 'Languages' }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(screen.getByRole('combobox', { name: 'Services' }));
    await user.click(await screen.findByRole('option', { name: 'Couple therapy' }));
    await user.click(screen.getByRole('combobox', { name: 'Titles and memberships' }));
    await user.click(
      await screen.findByRole('option', { name: 'Federal postgraduate title in psychotherapy' }),
    );
    const titles = screen.getAllByRole('textbox', { name: 'Titles' });
    await user.type(titles[2]!, 'Fachpsychologin FSP');
    await user.type(screen.getByRole('textbox', { name: 'GLN' }), '123');
    await user.click(save);
    expect(await screen.findByText('A GLN has exactly 13 digits.')).toBeVisible();

    await user.clear(screen.getByRole('textbox', { name: 'GLN' }));
    await user.click(screen.getByRole('checkbox', { name: 'Shown on the site’s team page' }));
    await user.click(screen.getByRole('combobox', { name: 'Linked user account' }));
    await user.click(await screen.findByRole('option', { name: 'Camille Favre' }));
    await user.click(save);
    expect(await screen.findByText('Practitioner created successfully!')).toBeVisible();
    expect(api.saved.map((call) => call.method)).toEqual(['POST']);
    expect(api.saved[0]?.body).toMatchObject({
      display_name: 'Lena Muster',
      titles_de: 'Fachpsychologin FSP',
      titles_fr: null,
      bio_en: null,
      gln: null,
      languages: ['de'],
      specialities: ['couple-psychotherapy'],
      registrations: ['federal_psychotherapist'],
      visible: true,
      position: 0,
      user_id: 7,
    });
  });

  it('edits one, keeping what it holds', async () => {
    const api = practitionerApi([practitionerRecord(1)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/practitioners/1/edit', { session, language: 'fr' });

    const name = await screen.findByRole('textbox', { name: 'Nom affiché' }, { timeout: 15_000 });
    expect(name).toHaveValue('Claire Demo');
    expect(screen.getAllByRole('textbox', { name: 'Titres' })[0]).toHaveValue(
      'Psychologue FSP\nAssociée gérante',
    );
    await user.clear(name);
    await user.type(name, 'Claire Exemple');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Fiche de thérapeute enregistrée.')).toBeVisible();
    expect(api.saved[0]?.body).toMatchObject({
      display_name: 'Claire Exemple',
      languages: ['fr', 'en'],
      specialities: ['individual-psychotherapy'],
      registrations: ['fsp'],
      position: 1,
    });
  });

  it('is not offered to staff without an administrator’s role', async () => {
    await renderRoute('/', { session: { token: 'token-2', user: staffUser }, language: 'en' });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 15_000 },
    );
    expect(within(nav).queryByRole('link', { name: 'Practitioners' })).toBeNull();
  });
});
