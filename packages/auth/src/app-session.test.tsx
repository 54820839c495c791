import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppSession, type AppSession } from './app-session.ts';
import { createSessionStoreForTests } from './testing/stored-session.ts';

const member = { username: 'amartin', name: 'Anne Martin', signed_up: true };
const anonymous = { username: 'anon-7f3a', signed_up: false };

function Who({ useCurrentUser }: Pick<AppSession, 'useCurrentUser'>) {
  const { user, signedIn } = useCurrentUser();
  return <p>{`${user?.username ?? 'nobody'} · ${signedIn ? 'signed in' : 'signed out'}`}</p>;
}

function renderWho(
  enableAnonUsers: boolean,
  session?: Parameters<typeof createSessionStoreForTests>[0],
) {
  const { SessionProvider, useCurrentUser } = createAppSession({
    formBackendUrl: 'http://localhost:8000',
    enableAnonUsers,
  });
  const store = createSessionStoreForTests(session);
  render(
    <SessionProvider store={store}>
      <Who useCurrentUser={useCurrentUser} />
    </SessionProvider>,
  );
  return store;
}

const text = () => screen.getByRole('paragraph').textContent;

describe('createAppSession', () => {
  it('reads the stored user and follows sign-out', () => {
    const store = renderWho(false, { token: 't0k3n', user: member });
    expect(text()).toBe('amartin · signed in');
    act(() => store.clear());
    expect(text()).toBe('nobody · signed out');
  });

  it('needs both a token and a user', () => {
    renderWho(false);
    expect(text()).toBe('nobody · signed out');
  });

  it('counts an anonymous user as signed in only when anonymous users are off', () => {
    renderWho(false, { token: 't0k3n', user: anonymous });
    expect(text()).toBe('anon-7f3a · signed in');
  });

  it('with anonymous users on, only a signed-up user is signed in', () => {
    renderWho(true, { token: 't0k3n', user: anonymous });
    expect(text()).toBe('anon-7f3a · signed out');
  });

  it('uses the configured backend host until another is stored', () => {
    const { sessionStore } = createAppSession({
      formBackendUrl: 'https://api.example.ch',
      enableAnonUsers: false,
    });
    expect(sessionStore.getBackendHost()).toBe('https://api.example.ch');
  });

  it('refuses to be read outside its provider', () => {
    const { useCurrentUser } = createAppSession({ formBackendUrl: '', enableAnonUsers: false });
    expect(() => render(<Who useCurrentUser={useCurrentUser} />)).toThrow(/SessionProvider/);
  });
});
