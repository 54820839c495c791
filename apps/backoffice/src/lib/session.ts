import { createAppSession } from '@cabinet/auth/app-session';
import { env } from '../config/env';

/** The session of this browser, its provider and the current-user hook, bound to this app's env. */
export const { sessionStore, SessionProvider, useCurrentUser } = createAppSession(env);
