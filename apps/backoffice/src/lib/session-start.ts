import type { ApiClient } from '@cabinet/api-client/client';
import { startApiSession } from '@cabinet/auth/api-session-start';
import type { AppSessionStore } from '@cabinet/auth/app-session';
import type { SessionStartResult } from '@cabinet/auth/session-flows';
import { env } from '../config/env';

export interface AppSessionStartOptions {
  /** Whether a visitor without a session gets an anonymous user (the build's flag unless told). */
  anonymousUsers?: boolean;
}

/**
 * Session start for this app: the stored session shows at once (no blank screen), then the user is
 * refreshed from GET /user/util/me; a refused or failed refresh signs the browser out. With
 * anonymous users on, the visitor then gets an anonymous user (`POST /init` with the anonymous id
 * kept in local storage) and the header still offers Login until they sign up.
 */
export function startAppSession(
  store: AppSessionStore,
  client: ApiClient,
  { anonymousUsers = env.enableAnonUsers }: AppSessionStartOptions = {},
): Promise<SessionStartResult> {
  return startApiSession({ store, client, anonymousUsers });
}
