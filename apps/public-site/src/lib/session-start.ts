import type { ApiClient } from '@cabinet/api-client/client';
import { startApiSession } from '@cabinet/auth/api-session-start';
import type { AppSessionStore } from '@cabinet/auth/app-session';
import type { SessionStartResult } from '@cabinet/auth/session-flows';
import { env } from '../config/env';

export interface SiteSessionStartOptions {
  store: AppSessionStore;
  client: ApiClient;
  /** Whether a visitor without a session gets an anonymous user (the build's flag unless told). */
  anonymousUsers?: boolean;
}

let resolveStarted: (result: SessionStartResult) => void = () => {};
const started = new Promise<SessionStartResult>((resolve) => (resolveStarted = resolve));

/**
 * Resolves once the session has started (signed in, anonymous or signed out). What needs the
 * session's user or token first, such as visitor tracking, waits on this.
 */
export function sessionStarted(): Promise<SessionStartResult> {
  return started;
}

/**
 * Session start of the site (and of the app built from it): a stored token is checked by refreshing
 * the user (GET /user/util/me); one the server refuses is forgotten. With anonymous users on, a
 * visitor without a session then gets an anonymous user (`POST /init` with the anonymous id kept in
 * local storage). With them off and nothing stored, the server is not called at all.
 */
export async function startSiteSession({
  store,
  client,
  anonymousUsers = env.enableAnonUsers,
}: SiteSessionStartOptions): Promise<SessionStartResult> {
  const result = await startApiSession({ store, client, anonymousUsers });
  resolveStarted(result);
  return result;
}
