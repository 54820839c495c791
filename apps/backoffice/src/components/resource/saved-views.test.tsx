import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { columnPreferenceApi } from '../../testing/preference-handlers';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { savedView, savedViewApi, viewState } from '../../testing/saved-view-handlers';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

const admin = { token: 'token-1', user: adminUser };

async function usersList(views = savedViewApi(), { session = admin, path = '/users' } = {}) {
  const columns = columnPreferenceApi();
  server.use(
    ...userApi([userRecord(2), userRecord(3)]).handlers,
    ...views.handlers,
    ...columns.handlers,
  );
  const view = await renderRoute(path, { session, language: 'en' });
  // The first test of the file waits for the lazily loaded route module.
  await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 15_000 });
  const bar = await screen.findByRole('region', { name: 'Saved views' });
  return { ...view, bar, views, columns };
}

describe('saved views above a list', () => {
  it('applies a view: its search, filters and sort go to the URL, its columns are shown', async () => {
    const views = savedViewApi([
      savedView(1, {
        name: 'Martins, by name',
        state: viewState({
          search: 'martin',
          filters: [{ field: 'email', operator: 'ilike', value: '@example.ch' }],
          sort: { field: 'username', direction: 'asc' },
          columns: { email: false },
        }),
      }),
    ]);
    const { user, router, columns } = await usersList(views);
    const martins = await screen.findByRole('button', { name: 'Martins, by name' });
    expect(martins).toHaveAttribute('aria-pressed', 'false');

    await user.click(martins);

    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('q')).toBe('martin');
    expect(query.get('sort')).toBe('username');
    expect(JSON.parse(query.get('filters')!)).toEqual([
      { field: 'email', operator: 'ilike', value: '@example.ch' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('martin');
    await waitFor(() => expect(columns.saved.at(-1)?.columns).toMatchObject({ email: false }));
    expect(martins).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
  });

  it('is operated from the keyboard: a view applies with Enter', async () => {
    const views = savedViewApi([
      savedView(1, { name: 'Newest', state: viewState({ search: 'user' }) }),
    ]);
    const { user, router } = await usersList(views);
    (await screen.findByRole('button', { name: 'Newest' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=user'));
  });

  it('saves what the list shows under a name, and marks it as applied', async () => {
    const { user, views, bar } = await usersList(undefined, {
      path: '/users?q=anne&sort=-username',
    });
    await user.click(within(bar).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this view of the list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Anne first');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('View saved')).toBeVisible();
    expect(views.received).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Anne first',
          state: expect.objectContaining({
            search: 'anne',
            sort: { field: 'username', direction: 'desc' },
            filters: [],
            match: 'all',
            archived: false,
            columns: expect.objectContaining({ username: true, email: true }) as unknown,
          }) as unknown,
          shared_role_id: null,
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Anne first' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('tells a name already taken on this list under the field, and keeps the dialog open', async () => {
    const { user, bar } = await usersList(savedViewApi([savedView(1, { name: 'Team' })]));
    await user.click(within(bar).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'team');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('You already have a view named “team” on this list.'),
    ).toBeVisible();
    expect(dialog).toBeVisible();
  });

  it('lets an administrator share a view with a role', async () => {
    const { user, views, bar } = await usersList();
    await user.click(within(bar).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'For practitioners');
    await user.click(within(dialog).getByRole('combobox', { name: 'Shared with' }));
    await user.click(await screen.findByRole('option', { name: 'Practitioner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(views.received).toHaveLength(1));
    expect(views.received[0]!.body).toMatchObject({ shared_role_id: 4 });
  });

  it('offers no sharing to those who may not share', async () => {
    const staff = { token: 'token-2', user: { ...staffUser, permissions: ['user:read:own'] } };
    const { user, bar } = await usersList(undefined, { session: staff });
    await user.click(within(bar).getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeVisible();
    expect(within(dialog).queryByRole('combobox', { name: 'Shared with' })).not.toBeInTheDocument();
  });

  it('renames and deletes one’s own view; a colleague’s shared view offers no change', async () => {
    const views = savedViewApi([
      savedView(1, { name: 'Mine' }),
      savedView(2, {
        name: 'Practice',
        mine: false,
        owner: { id: 9, name: 'Luc Rochat' },
        shared_role: { id: 4, name: 'Practitioner' },
      }),
    ]);
    const { user } = await usersList(views);
    expect(await screen.findByRole('button', { name: 'Practice' })).toHaveAccessibleDescription(
      'Shared by Luc Rochat with the role Practitioner',
    );
    expect(screen.queryByRole('button', { name: 'Options of the view “Practice”' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Options of the view “Mine”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename or share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename or share the view' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Mine, renamed');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Mine, renamed' })).toBeVisible();
    expect(views.received.at(-1)).toEqual({
      method: 'PUT',
      body: { name: 'Mine, renamed', shared_role_id: null },
    });

    await user.click(screen.getByRole('button', { name: 'Options of the view “Mine, renamed”' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the view “Mine, renamed”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mine, renamed' })).not.toBeInTheDocument(),
    );
    expect(views.store.map((view) => view.name)).toEqual(['Practice']);
  });
});
