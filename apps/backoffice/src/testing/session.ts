import { createSessionStore } from '@cabinet/auth/session-store';
import type { SessionStore, SessionUser } from '../lib/session';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export const adminUser: SessionUser = {
  id: 1,
  username: 'amartin',
  name: 'Anne Martin',
  signed_up: true,
  organization: { name: 'Cabinet Lac & Parole' },
  all_roles: [{ string_id: 'admin_role' }, { string_id: 'user_role' }],
};

export const staffUser: SessionUser = {
  id: 2,
  username: 'lrochat',
  name: 'Luc Rochat',
  signed_up: true,
  organization: { name: 'Cabinet Lac & Parole' },
  all_roles: [{ string_id: 'user_role' }],
};

/** A session store over a fresh localStorage, holding what a signed-in browser would have stored. */
export function createSessionStoreForTests(session?: StoredSession): SessionStore {
  localStorage.clear();
  if (session) {
    localStorage.setItem('token', session.token);
    localStorage.setItem('userData', JSON.stringify(session.user));
  }
  return createSessionStore<SessionUser>({ storage: localStorage });
}
