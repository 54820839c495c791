import type { SessionUser } from '@cabinet/auth/app-session';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactRequestApi, contactRequestRecord } from '../../testing/contact-request-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
const superAdmin: SessionUser = {
  ...adminUser,
  all_roles: [{ string_id: 'super_admin_role' }, { string_id: 'admin_role' }],
};
const MESSAGE = 'Je ne dors plus depuis des semaines.';

describe('the contact-request inbox', () => {
  it('lists requests with the message masked, the status and the practitioner, in the language', async () => {
    const api = contactRequestApi([
      contactRequestRecord(7),
      contactRequestRecord(6, {
        status: 'times_offered',
        email: 'leo@example.ch',
        practitioner_id: 3,
        practitioner: { id: 3, display_name: 'Claire Demo' },
      }),
    ]);
    server.use(...api.handlers);
    await renderRoute('/contact-requests', { session, language: 'en' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Contact requests' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const table = await screen.findByRole('table');
    const row = (await within(table).findByText('leo@example.ch')).closest('tr')!;
    expect(within(row).getByText('Times offered')).toBeVisible();
    expect(within(row).getByText('Claire Demo')).toBeVisible();
    expect(within(row).getByText('••••••••')).toBeVisible();
    const unassigned = within(table).getByText('nora@example.ch').closest('tr')!;
    expect(within(unassigned).getByText('Not assigned')).toBeVisible();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    // Listing is not opening: no request was read one by one.
    expect(api.calls.opened).toEqual([]);
  });

  it('opens a request from the list: the whole message comes from its opening, not the list', async () => {
    const api = contactRequestApi([contactRequestRecord(7)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/contact-requests', { session, language: 'en' });
    const table = await screen.findByRole('table', undefined, { timeout: 15_000 });
    const row = (await within(table).findByText('nora@example.ch')).closest('tr')!;
    expect(within(row).getByText('••••••••')).toBeVisible();
    expect(api.calls.opened).toEqual([]);

    await user.click(row);
    expect(await screen.findByText(MESSAGE, undefined, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByText('••••••••')).toBeNull();
    expect(api.calls.opened).toEqual([7]);
  });

  it('shows the server’s refusal to staff without access', async () => {
    const api = contactRequestApi([contactRequestRecord(7)], { refuse: true });
    server.use(...api.handlers);
    await renderRoute('/contact-requests', {
      session: { token: 'token-2', user: staffUser },
      language: 'en',
    });
    expect(
      await screen.findByText('You may not read contact_request records.', undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  });
});

describe('one contact request', () => {
  it('shows the full request, who opened it, and saves a new status without opening it again', async () => {
    const api = contactRequestApi(
      [contactRequestRecord(7, { purge_at: '2026-08-29T08:30:00.000Z' })],
      {
        reads: [
          {
            user_id: 1,
            username: 'amartin',
            name: 'Anne Martin',
            opened_at: '2026-03-02T09:00:00.000Z',
            how: 'opened',
          },
          {
            user_id: 2,
            username: 'lrochat',
            name: 'Luc Rochat',
            opened_at: '2026-03-03T10:00:00.000Z',
            how: 'updated',
          },
        ],
      },
    );
    server.use(...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'fr' });

    expect(await screen.findByText(MESSAGE, undefined, { timeout: 15_000 })).toBeVisible();
    const reads = await screen.findByRole('region', { name: 'Ouverte par' });
    expect(await within(reads).findByText('Anne Martin')).toBeVisible();
    expect(within(reads).getByText(/^le 2 mars 2026/)).toBeVisible();
    // A status change answers the whole request: a read too, told as such.
    expect(within(reads).getByText(/^le 3 mars 2026 .*, en changeant son statut$/)).toBeVisible();
    expect(screen.getByText(/^29 août 2026/)).toBeVisible();
    expect(api.calls.opened).toEqual([7]);

    await user.click(screen.getByRole('combobox', { name: 'Statut' }));
    await user.click(await screen.findByRole('option', { name: 'Orientée ailleurs' }));
    await waitFor(() => expect(api.calls.statuses.length).toBe(1));
    // The French no-break space before "!" is whitespace to the text matcher.
    expect(await screen.findByText(/^Statut mis à jour avec succès\s!$/)).toBeVisible();
    expect(api.calls.statuses).toEqual([{ status: 'referred' }]);
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveTextContent('Orientée ailleurs');
    expect(api.calls.opened).toEqual([7]);
  });

  it('shows what the visitor chose, assigns the request and keeps a note, in the language', async () => {
    const api = contactRequestApi([contactRequestRecord(7)], {
      practitioners: [
        { id: 3, display_name: 'Claire Demo' },
        { id: 4, display_name: 'Marc Exemple' },
      ],
      notes: [
        {
          id: 1,
          body: 'Rappelée mardi.',
          created_at: '2026-03-02T10:00:00.000Z',
          author: null,
        },
      ],
    });
    server.use(...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'en' });
    await screen.findByText(MESSAGE, undefined, { timeout: 15_000 });
    expect(screen.getByText('Couple therapy')).toBeVisible();
    expect(screen.getByText('German')).toBeVisible();
    expect(screen.getByText('Mornings, Evenings')).toBeVisible();
    expect(screen.getByText('Tuesday')).toBeVisible();
    expect(screen.getByText('Kept while it is open')).toBeVisible();

    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(assignee).toHaveTextContent('Not assigned');
    await user.click(assignee);
    await user.click(await screen.findByRole('option', { name: 'Marc Exemple' }));
    expect(await screen.findByText('Assignment saved.')).toBeVisible();
    expect(api.calls.statuses).toEqual([{ practitioner_id: 4 }]);
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveTextContent('Marc Exemple');

    const notes = screen.getByRole('region', { name: 'Internal notes' });
    expect(await within(notes).findByText('Rappelée mardi.')).toBeVisible();
    expect(within(notes).getByText(/^Deleted account, March 2, 2026/)).toBeVisible();
    // An empty note is refused before it leaves.
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(within(notes).getByText('Write the note first.')).toBeVisible();
    expect(api.calls.notesAdded).toEqual([]);
    await user.type(within(notes).getByRole('textbox', { name: 'New note' }), 'Prefers Tuesdays.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Prefers Tuesdays.')).toBeVisible();
    expect(within(notes).getByText(/^Anne Martin, March 3, 2026/)).toBeVisible();
    expect(within(notes).getByRole('textbox', { name: 'New note' })).toHaveValue('');
    expect(api.calls.notesAdded).toEqual(['Prefers Tuesdays.']);
  });

  it('erases the person’s requests after asking, then returns to the inbox', async () => {
    const api = contactRequestApi([
      contactRequestRecord(7),
      contactRequestRecord(5, { email: 'NORA@example.ch' }),
    ]);
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/contact-requests/7', { session, language: 'en' });
    await screen.findByText(MESSAGE, undefined, { timeout: 15_000 });

    await user.click(screen.getByRole('button', { name: 'Erase their requests' }));
    const dialog = await screen.findByRole('dialog', { name: "Erase this person's requests?" });
    expect(within(dialog).getByText(/nora@example\.ch will be deleted for good/)).toBeVisible();
    expect(api.calls.erased).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByText('2 requests erased.')).toBeVisible();
    expect(api.calls.erased).toEqual([{ email: 'nora@example.ch' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-requests'));
  });

  it('refuses an export for an address that is not one, before asking the API', async () => {
    const api = contactRequestApi([contactRequestRecord(7)]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/contact-requests', { session, language: 'de' });
    const box = await screen.findByRole(
      'textbox',
      { name: 'Ihre E-Mail-Adresse' },
      { timeout: 15_000 },
    );
    await user.type(box, 'keine adresse');
    await user.click(screen.getByRole('button', { name: 'Exportieren (JSON)' }));
    expect(await screen.findByText('Geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
    expect(api.calls.exported).toEqual([]);
  });

  it('links to its history in Activity for super admins only', async () => {
    const api = contactRequestApi([contactRequestRecord(7)]);
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/contact-requests/7', {
      session: { token: 'token-3', user: superAdmin },
      language: 'en',
    });
    await screen.findByText(MESSAGE, undefined, { timeout: 15_000 });
    await user.click(screen.getByRole('link', { name: 'History' }));

    // The Activity screen is loaded on first visit.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/activity');
    await waitFor(() => expect(api.calls.auditSearches.length).toBeGreaterThan(0));
    expect(api.calls.auditSearches.at(-1)?.search?.AND).toEqual([
      { field: 'model', operator: '=', value: 'contact_request' },
      { field: 'record_id', operator: '=', value: 7 },
    ]);
  });

  it("offers the History link to organization admins too: the API shows them their organization's events", async () => {
    const api = contactRequestApi([contactRequestRecord(7)]);
    server.use(...api.handlers);
    await renderRoute('/contact-requests/7', { session, language: 'en' });
    await screen.findByText(MESSAGE, undefined, { timeout: 15_000 });
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      expect.stringContaining('/activity?filters='),
    );
  });
});
