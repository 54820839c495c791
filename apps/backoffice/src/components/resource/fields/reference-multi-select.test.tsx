import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { userApi, userRecord } from '../../../testing/resource-handlers';
import { server } from '../../../testing/server';
import { adminUser } from '../../../testing/session';
import { MATCHES_OFFERED } from '../../../lib/resource/use-server-options';

const session = { token: 'token-1', user: adminUser };

describe('a relationship picker (the roles of a user)', () => {
  it('reads the chosen roles by id, finds others on the server as the user types, and saves the ids', async () => {
    const api = userApi([userRecord(7, { name: 'Luc Rochat' })]);
    server.use(...api.handlers);
    const { user } = await renderRoute('/users/7/edit', { session, language: 'en' });
    await user.click(await screen.findByRole('tab', { name: 'Access' }, { timeout: 15_000 }));
    const picker = screen.getByRole('combobox', { name: 'Roles' });
    const field = picker.closest('.MuiAutocomplete-root') as HTMLElement;
    // The chosen role's name comes from a search of its id, not from a whole list.
    expect(await within(field).findByRole('button', { name: 'User' })).toBeVisible();
    expect(api.received.roleSearches).toContainEqual(
      expect.objectContaining({
        body: { search: { AND: [{ field: 'id', operator: 'in', value: [3] }] } },
      }),
    );
    expect(api.received.roleSearches.every((s) => s.limit <= MATCHES_OFFERED)).toBe(true);

    await user.type(picker, 'pract');
    // Once typing pauses, the server answers the matches: the other roles leave the list.
    await waitFor(() =>
      expect(api.received.roleSearches.at(-1)?.body.search).toEqual({
        OR: [{ field: 'name', operator: 'ilike', value: 'pract' }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Admin' })).toBeNull());
    expect(screen.getByRole('option', { name: 'Practitioner' })).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Practitioner' }));
    expect(await within(field).findByRole('button', { name: 'Practitioner' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully!')).toBeVisible();
    await waitFor(() =>
      expect(api.received.saved[0]?.body).toMatchObject({ roles: [{ id: 3 }, { id: 4 }] }),
    );
  });
});
