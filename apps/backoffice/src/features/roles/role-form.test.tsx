import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { practiceRoles, roleApi } from '../../testing/role-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };

async function editReception(...args: Parameters<typeof roleApi>) {
  const api = roleApi(...args);
  server.use(...api.handlers);
  const view = await renderRoute('/roles/7/edit', { session, language: 'en' });
  // The first test of the file waits for the lazily loaded route module.
  await screen.findByRole('heading', { level: 1, name: 'Reception' }, { timeout: 15_000 });
  await screen.findByRole('table', { name: 'Permission matrix' });
  return { ...view, api };
}

const cell = (name: string) => screen.getByRole('combobox', { name });
const json = () => screen.getByRole('textbox', { name: 'Permissions' });
const jsonList = () => JSON.parse((json() as HTMLTextAreaElement).value) as unknown;

describe('the role form’s permission matrix', () => {
  it('draws the JSON, and follows each change of it', async () => {
    await editReception(practiceRoles());
    expect(cell('Contact requests: read')).toHaveValue('own');
    expect(cell('Contact requests: change')).toHaveValue('none');

    fireEvent.change(json(), {
      target: { value: '["contact_request:read:org", "user:*:own", "*:read:*"]' },
    });
    expect(cell('Contact requests: read')).toHaveValue('org');
    expect(cell('Users: every action')).toHaveValue('own');
    expect(cell('Every resource: read')).toHaveValue('*');
    expect(cell('Users: read')).toHaveValue('none');
  });

  it('writes each cell into the JSON, keeping the other entries as written, and saves that', async () => {
    const { user, api } = await editReception(
      practiceRoles({ permissions: ['contact_request:read:own', 'user:read:own'] }),
    );
    await user.selectOptions(cell('Roles: change'), 'org');
    expect(jsonList()).toEqual(['contact_request:read:own', 'user:read:own', 'role:write:org']);
    await user.selectOptions(cell('Contact requests: read'), '*');
    expect(jsonList()).toEqual(['contact_request:read:*', 'user:read:own', 'role:write:org']);
    await user.selectOptions(cell('Users: read'), 'none');
    expect(jsonList()).toEqual(['contact_request:read:*', 'role:write:org']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.received.saved).toHaveLength(1));
    expect(JSON.parse(api.received.saved[0]!.body.permissions as string)).toEqual([
      'contact_request:read:*',
      'role:write:org',
    ]);
  });

  it('says it is out of sync while the JSON cannot be read, and takes no change then', async () => {
    await editReception(practiceRoles());
    fireEvent.change(json(), { target: { value: '["contact_request:read:org",' } });
    expect(
      screen.getByText(
        'The JSON above is not valid, so the matrix is not in sync with it. Correct the JSON to use the matrix again.',
      ),
    ).toBeVisible();
    // The last reading stays on screen, locked.
    expect(cell('Contact requests: read')).toHaveValue('own');
    expect(cell('Contact requests: read')).toBeDisabled();

    fireEvent.change(json(), { target: { value: '["contact_request:read:sometimes"]' } });
    expect(
      screen.getByText(
        '“contact_request:read:sometimes” is not a permission, so the matrix is not in sync with the JSON.',
      ),
    ).toBeVisible();

    fireEvent.change(json(), { target: { value: '["contact_request:write:org"]' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(cell('Contact requests: read')).toBeEnabled();
    expect(cell('Contact requests: change')).toHaveValue('org');
  });

  it('shows what the included roles grant, naming the role, without making it this role’s', async () => {
    const { user } = await editReception(practiceRoles());
    expect(screen.queryByText(/^Included roles/)).not.toBeInTheDocument();

    // Include User, which itself includes Public.
    const picker = screen.getByRole('combobox', { name: 'Implied roles' });
    await user.type(picker, 'Us');
    await user.click(await screen.findByRole('option', { name: 'User' }));

    expect(
      await screen.findByText(
        'Included roles: User, Public. What they grant shows as notes in the cells; change it in those roles.',
      ),
    ).toBeVisible();
    expect(cell('Users: read')).toHaveValue('none');
    expect(cell('Users: read')).toHaveAccessibleDescription('Own via the role User');
    expect(cell('Site texts: read')).toHaveAccessibleDescription('All via the role Public');
    // A right the role sets itself as widely carries no note.
    expect(cell('Contact requests: read')).not.toHaveAttribute('aria-describedby');
    expect(jsonList()).toEqual(['contact_request:read:own']);
  });

  it('tells where a cell’s right comes from when a wider entry of the role gives it', async () => {
    await editReception(practiceRoles({ permissions: ['*:read:org', 'user:read:own'] }));
    expect(cell('Users: read')).toHaveValue('own');
    expect(cell('Users: read')).toHaveAccessibleDescription('Organization via a wider entry');
  });
});

describe('saving a role that takes rights from the person saving', () => {
  const loses = () => [
    {
      resource: 'role',
      action: 'write' as const,
      scope: 'org' as const,
      scope_after: 'none' as const,
    },
    {
      resource: 'role',
      action: 'delete' as const,
      scope: 'org' as const,
      scope_after: 'none' as const,
    },
    { resource: 'user', action: 'read' as const, scope: '*' as const, scope_after: 'own' as const },
  ];

  it('names what would be lost and saves only once confirmed', async () => {
    const { user, api } = await editReception(practiceRoles(), (body) =>
      body.permissions.includes('role:write:org') ? [] : loses(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Take rights away from yourself?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Roles: change, delete (Organization → None)', 'Users: read (All → Own)']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.received.saved).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save anyway' }),
    );
    await waitFor(() => expect(api.received.saved).toHaveLength(1));
    // The preview was asked about the role being saved, with what the form holds.
    expect(api.received.previews.at(-1)).toEqual({
      role_id: 7,
      permissions: ['contact_request:read:own'],
      implied_roles: [],
    });
  });

  it('saves at once when the change takes nothing from them', async () => {
    const { user, api } = await editReception(practiceRoles(), (body) =>
      body.permissions.includes('role:write:org') ? [] : loses(),
    );
    await user.selectOptions(cell('Roles: change'), 'org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.received.saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
