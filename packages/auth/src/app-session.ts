import type { FrontendEnv } from '@cabinet/api-client/env';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { createRequireAuth, type RequireAuthProps } from './require-auth.tsx';
import { createRoleGate, type RoleGateProps } from './role-gate.tsx';
import { createSessionStore, type SessionStore } from './session-store.ts';
import { useSession } from './use-session.ts';

/** The fields of the stored user the front ends read. */
export interface SessionUser {
  id?: number;
  username?: string;
  name?: string | null;
  email?: string;
  signed_up?: boolean;
  is_use_2fa?: boolean;
  organization_id?: number | null;
  organization?: { id?: number | null; name?: string | null } | null;
  all_roles?: { string_id?: string | null }[];
  /** `"<model>:<action>:<scope>"` strings the user holds through all their roles. */
  permissions?: readonly string[];
}

export type AppSessionStore = SessionStore<SessionUser>;

export interface AppSession {
  /** The session of this browser: token and user data kept in localStorage. */
  sessionStore: AppSessionStore;
  /** Hands a store to `useCurrentUser` (the app's store, or one made by a test). */
  SessionProvider: (props: { store: AppSessionStore; children: ReactNode }) => ReactNode;
  /**
   * The stored user, re-read whenever the session changes. With anonymous users enabled only a
   * signed-up user counts as signed in (an anonymous one has no account to manage).
   */
  useCurrentUser: () => { user: SessionUser | null; signedIn: boolean };
  /** The store handed to `SessionProvider`, for screens that sign in, out or renew the token. */
  useSessionStore: () => AppSessionStore;
  /** Route guard: without a signed-in user, go to /login?redirect={path+query}. */
  RequireAuth: (props: RequireAuthProps) => ReactNode;
  /** Shows its content only to holders of one of `roles`; removes or hides it otherwise. */
  RoleGate: (props: RoleGateProps) => ReactNode;
}

/** Binds the session to a front end's configuration: its backend host and anonymous-user flag. */
export function createAppSession(
  env: Pick<FrontendEnv, 'formBackendUrl' | 'enableAnonUsers'>,
): AppSession {
  const sessionStore = createSessionStore<SessionUser>({ defaultBackendHost: env.formBackendUrl });
  const SessionContext = createContext<AppSessionStore | null>(null);

  function SessionProvider({ store, children }: { store: AppSessionStore; children: ReactNode }) {
    return createElement(SessionContext, { value: store }, children);
  }

  function useSessionStore() {
    const store = useContext(SessionContext);
    if (!store)
      throw new Error('useCurrentUser and useSessionStore must be used inside <SessionProvider>.');
    return store;
  }

  function useCurrentUser() {
    const store = useSessionStore();
    const { token, user } = useSession(store);
    const hasSession = Boolean(token && user);
    const signedIn = hasSession && (!env.enableAnonUsers || user?.signed_up === true);
    return { user: hasSession ? user : null, signedIn };
  }

  const useSignedIn = () => useCurrentUser().signedIn;
  const useUser = () => useCurrentUser().user;
  const RequireAuth = createRequireAuth(useSignedIn);
  const RoleGate = createRoleGate(useUser);

  return { sessionStore, SessionProvider, useCurrentUser, useSessionStore, RequireAuth, RoleGate };
}
