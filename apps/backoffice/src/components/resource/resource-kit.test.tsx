import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
const manyUsers = (count: number) => Array.from({ length: count }, (_, i) => userRecord(count - i));

describe('the resource kit, on the users list', () => {
  it('lists the first page newest first, counts it, and keeps page and size in the URL', async () => {
    const api = userApi(manyUsers(45));
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/users', { session, language: 'en' });

    // The first test of the file waits for the lazily loaded route module.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByText('20 of 45 records')).toBeVisible();
    expect(api.received.searches[0]).toMatchObject({
      skip: 0,
      limit: 20,
      body: { order_by: { field: 'id', direction: 'desc' } },
    });

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('5 of 45 records')).toBeVisible();
    expect(router.state.location.search).toBe('?page=3');
    expect(api.received.searches.at(-1)).toMatchObject({ skip: 40, limit: 20 });
    // The page was asked for at the click; the list showed that answer instead of asking again.
    expect(api.received.searches).toHaveLength(2);
  });

  it('reads page, size, sort and search from the URL (a reload or a shared link)', async () => {
    const api = userApi(manyUsers(45));
    server.use(...api.handlers);
    await renderRoute('/users?page=2&size=30&sort=username&q=anne', { session, language: 'en' });

    expect(await screen.findByText('15 of 45 records')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anne');
    expect(api.received.searches[0]).toEqual({
      skip: 30,
      limit: 30,
      body: {
        order_by: { field: 'username', direction: 'asc' },
        search: {
          OR: ['name', 'first_name', 'last_name', 'email', 'username'].map((field) => ({
            field,
            operator: 'ilike',
            value: 'anne',
          })),
        },
      },
    });
  });

  it('searches once typing pauses, from page 1', async () => {
    const api = userApi(manyUsers(45));
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/users?page=2', { session, language: 'en' });
    await screen.findByText('20 of 45 records');
    const before = api.received.searches.length;

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rochat');

    await waitFor(() => expect(router.state.location.search).toBe('?q=rochat'));
    // Page 1 on screen: one request for it, made when the search ran, and no second one.
    expect(await screen.findByRole('cell', { name: 'user45' })).toBeVisible();
    expect(api.received.searches).toHaveLength(before + 1);
    expect(api.received.searches.at(-1)?.body.search?.OR?.[0]).toEqual({
      field: 'name',
      operator: 'ilike',
      value: 'rochat',
    });
  });

  it('sorts by a column header and opens a record on row click', async () => {
    const api = userApi(manyUsers(3));
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('3 of 3 records');

    await user.click(screen.getByRole('button', { name: 'Username' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=username'));

    await user.click(screen.getByRole('cell', { name: 'user2' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'User 2' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/users/2');
  });

  it('says "Nothing here yet" when nothing matches', async () => {
    server.use(...userApi([]).handlers);
    await renderRoute('/users', { session, language: 'en' });

    expect(await screen.findByText('Nothing here yet')).toBeVisible();
    expect(screen.getByText('0 of 0 records')).toBeVisible();
  });

  it('keeps the selection across pages and exports exactly the selected rows', async () => {
    const api = userApi(manyUsers(45));
    server.use(...api.handlers);
    const createObjectURL = vi.fn(() => 'blob:users');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('20 of 45 records');

    await user.click(screen.getByRole('checkbox', { name: 'Select record 45' }));
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await screen.findByRole('checkbox', { name: 'Select record 25' });
    await user.click(screen.getByRole('checkbox', { name: 'Select record 25' }));
    expect(screen.getByText('2 rows selected')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Selected rows: Excel (Switzerland)' }),
    );

    await waitFor(() => expect(api.received.exports).toHaveLength(1));
    expect(api.received.exports[0]).toEqual({ ids: [25, 45] });
    expect(api.received.exportQueries[0]).toBe('?dialect=excel-ch');
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'All results: CSV' }));
    await waitFor(() => expect(api.received.exports).toHaveLength(2));
    expect(api.received.exports[1]).toEqual({ order_by: { field: 'id', direction: 'desc' } });
    expect(api.received.exportQueries[1]).toBe('?dialect=standard');
  });

  it("half-ticks the page's box for some rows, ticks it for all, and a shift-click ticks one row", async () => {
    server.use(...userApi(manyUsers(3)).handlers);
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('3 of 3 records');
    const pageBox = screen.getByRole('checkbox', { name: 'Select every row of this page' });
    expect(pageBox).not.toBeChecked();
    expect(pageBox).not.toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select record 3' }));
    // Shift held: the box clicked is ticked alone, not the rows between it and the last one.
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select record 1' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByRole('checkbox', { name: 'Select record 2' })).not.toBeChecked();
    expect(screen.getByText('2 rows selected')).toBeVisible();
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toBePartiallyChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Select record 2' }));
    expect(screen.getByText('3 rows selected')).toBeVisible();
    expect(pageBox).toBeChecked();
    expect(pageBox).not.toBePartiallyChecked();

    await user.click(pageBox);
    expect(screen.queryByText(/rows? selected/)).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Select record 3' })).not.toBeChecked();
  });

  it('warns "No rows selected!" when exporting a selection of none', async () => {
    const api = userApi(manyUsers(3));
    server.use(...api.handlers);
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('3 of 3 records');

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Selected rows: CSV' }));

    expect(await screen.findByText('No rows selected!')).toBeVisible();
    expect(api.received.exports).toEqual([]);
  });

  it('shows the cascade warning before a bulk delete, then deletes with force', async () => {
    const api = userApi(manyUsers(3), {
      to_delete: { notification: ['Notification 7'] },
      to_set_null: { attachment: ['Attachment: cv.pdf (id 4)'] },
    });
    server.use(...api.handlers);
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('3 of 3 records');

    await user.click(screen.getByRole('checkbox', { name: 'Select record 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select record 2' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(
      within(dialog).getByText('Are you sure you want to delete these records?'),
    ).toBeVisible();
    expect(await within(dialog).findByText('WARNING')).toBeVisible();
    expect(
      within(dialog).getByText('Deleting this record will have the following cascading effects:'),
    ).toBeVisible();
    expect(within(dialog).getByText('Deleting from: notification')).toBeVisible();
    expect(within(dialog).getByText('Setting empty reference in: attachment')).toBeVisible();
    expect(within(dialog).getByText('Attachment: cv.pdf (id 4)')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.received.deleted).toHaveLength(1));
    expect(api.received.deleted[0]).toEqual({
      path: '/api/v1/user/bulk_delete',
      force: 'true',
      body: {
        OR: [
          { field: 'id', operator: '=', value: 2 },
          { field: 'id', operator: '=', value: 3 },
        ],
      },
    });
  });

  it('asks before leaving an edited form, and saves with the spec message', async () => {
    const api = userApi([userRecord(7, { name: 'Luc Rochat', username: 'lrochat' })]);
    server.use(...api.handlers);
    const { user, router } = await renderRoute('/users/7/edit', {
      session,
      language: 'en',
      history: ['/users/7'],
    });
    const name = await screen.findByRole('textbox', { name: 'Display name' }, { timeout: 15_000 });
    await user.clear(name);
    await user.type(name, 'Luc R.');

    await user.click(screen.getAllByRole('button', { name: 'Back' })[0]!);
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/users/7/edit');

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User updated successfully!')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/7'), {
      timeout: 10_000,
    });
    expect(api.received.saved[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Luc R.', username: 'lrochat' },
    });
  });
});
