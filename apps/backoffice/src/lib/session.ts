import {
  createSessionStore,
  type SessionStore as AuthSessionStore,
} from '@cabinet/auth/session-store';
import { useSession } from '@cabinet/auth/use-session';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { env } from '../config/env';

/** The fields of the stored user the app reads (spec §3). */
export interface SessionUser {
  id?: number;
  username?: string;
  name?: string | null;
  signed_up?: boolean;
  organization?: { name?: string | null } | null;
  all_roles?: { string_id?: string | null }[];
}

export type SessionStore = AuthSessionStore<SessionUser>;

/** The session of this browser: token and user data kept in localStorage. */
export const sessionStore: SessionStore = createSessionStore<SessionUser>({
  defaultBackendHost: env.formBackendUrl,
});

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return createElement(SessionContext, { value: store }, children);
}

/**
 * The stored user, re-read whenever the session changes. With anonymous users enabled only a
 * signed-up user counts as signed in (spec §6).
 */
export function useCurrentUser(): { user: SessionUser | null; signedIn: boolean } {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useCurrentUser must be used inside <SessionProvider>.');
  const { token, user } = useSession(store);
  const hasSession = Boolean(token && user);
  const signedIn = hasSession && (!env.enableAnonUsers || user?.signed_up === true);
  return { user: hasSession ? user : null, signedIn };
}
