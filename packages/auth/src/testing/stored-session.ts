import type { AppSessionStore, SessionUser } from '../app-session.ts';
import { createSessionStore } from '../session-store.ts';

export interface StoredSession {
  token: string;
  user: SessionUser;
  refreshToken?: string;
}

/** A session store over a fresh localStorage, holding what a signed-in browser would have stored. */
export function createSessionStoreForTests(session?: StoredSession): AppSessionStore {
  localStorage.clear();
  if (session) {
    localStorage.setItem('token', session.token);
    localStorage.setItem('userData', JSON.stringify(session.user));
    if (session.refreshToken) localStorage.setItem('refreshToken', session.refreshToken);
  }
  return createSessionStore<SessionUser>({ storage: localStorage });
}
