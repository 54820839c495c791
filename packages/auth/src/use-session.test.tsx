import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './session-store.ts';
import type { SessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

interface User {
  username: string;
}

function Greeting({ store }: { store: SessionStore<User> }) {
  const { user, organizationId } = useSession(store);
  return (
    <p>
      {user ? `Signed in as ${user.username}` : 'Signed out'} (organization {organizationId})
    </p>
  );
}

const greeting = () => screen.getByRole('paragraph').textContent;

describe('useSession', () => {
  it('shows the stored session and follows changes made through the store', () => {
    localStorage.setItem('userData', JSON.stringify({ username: 'alice' }));
    const store = createSessionStore<User>();
    render(<Greeting store={store} />);
    expect(greeting()).toBe('Signed in as alice (organization 1)');

    act(() => store.clear());
    expect(greeting()).toBe('Signed out (organization 1)');

    act(() => {
      store.setSession({ token: 'jwt', user: { username: 'bob' } });
      store.setOrganizationId(2);
    });
    expect(greeting()).toBe('Signed in as bob (organization 2)');
  });

  it('follows a logout made in another tab', () => {
    localStorage.setItem('token', 'jwt');
    localStorage.setItem('userData', JSON.stringify({ username: 'alice' }));
    render(<Greeting store={createSessionStore<User>()} />);

    act(() => {
      localStorage.removeItem('userData');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'userData', newValue: null, storageArea: localStorage }),
      );
    });

    expect(greeting()).toBe('Signed out (organization 1)');
  });

  it('renders signed out when the stored user data is corrupt', () => {
    localStorage.setItem('userData', '{oops');
    render(<Greeting store={createSessionStore<User>()} />);

    expect(greeting()).toBe('Signed out (organization 1)');
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
