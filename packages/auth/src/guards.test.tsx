import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppSession } from './app-session.ts';
import { createSessionStoreForTests, type StoredSession } from './testing/stored-session.ts';

const member = {
  id: 4,
  username: 'lrochat',
  signed_up: true,
  all_roles: [{ string_id: 'user_role' }],
};
const admin = { ...member, username: 'amartin', all_roles: [{ string_id: 'admin_role' }] };
const anonymous = { id: 9, username: 'anon-1', signed_up: false };

function renderApp(path: string, session?: StoredSession, enableAnonUsers = false) {
  const { SessionProvider, RequireAuth, RoleGate } = createAppSession({
    formBackendUrl: 'http://localhost:8000',
    enableAnonUsers,
  });
  const store = createSessionStoreForTests(session);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <h1>Login page</h1> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: '/users',
            element: (
              <>
                <h1>Users</h1>
                <RoleGate roles={['admin_role', 'super_admin_role']}>
                  <button type="button">Create role</button>
                </RoleGate>
                <RoleGate roles={['admin_role']} mode="hide">
                  <p>Access tab</p>
                </RoleGate>
                <RoleGate>
                  <p>For everyone</p>
                </RoleGate>
              </>
            ),
          },
        ],
      },
      {
        path: '/profile',
        element: (
          <RequireAuth>
            <h1>Profile</h1>
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider store={store}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, store };
}

describe('RequireAuth', () => {
  it('sends a visitor to the login page with the path and query to come back to', () => {
    const { router } = renderApp('/users?page=2');

    expect(screen.getByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/users?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the nested route, or its own children, to a signed-in user', () => {
    renderApp('/users', { token: 't', user: member });
    expect(screen.getByRole('heading', { name: 'Users' })).toBeVisible();
  });

  it('guards its children too, and follows a sign-out', () => {
    const { router, store } = renderApp('/profile', { token: 't', user: member });
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeVisible();

    act(() => store.clear());

    expect(screen.getByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(router.state.location.search).toBe('?redirect=%2Fprofile');
  });

  it('refuses an anonymous user when anonymous users are enabled', () => {
    renderApp('/profile', { token: 't', user: anonymous }, true);
    expect(screen.getByRole('heading', { name: 'Login page' })).toBeVisible();
  });
});

describe('RoleGate', () => {
  it('shows gated content to a holder of one of the roles', () => {
    renderApp('/users', { token: 't', user: admin });

    expect(screen.getByRole('button', { name: 'Create role' })).toBeVisible();
    expect(screen.getByText('Access tab')).toBeVisible();
    expect(screen.getByText('For everyone')).toBeVisible();
  });

  it('removes gated content, or keeps it hidden from everyone, for other users', () => {
    renderApp('/users', { token: 't', user: member });

    expect(screen.queryByRole('button', { name: 'Create role' })).not.toBeInTheDocument();
    const hidden = screen.getByText('Access tab');
    expect(hidden).toBeInTheDocument();
    expect(hidden).not.toBeVisible();
    expect(screen.getByText('For everyone')).toBeVisible();
  });
});
