import { createAppSession } from '@cabinet/auth/app-session';
import { env } from '../config/env';

/**
 * The session of this browser, its provider, the current-user hook, the route guard and the
 * role-gated wrapper, bound to this app's env.
 */
export const {
  sessionStore,
  SessionProvider,
  useCurrentUser,
  useSessionStore,
  RequireAuth,
  RoleGate,
} = createAppSession(env);
