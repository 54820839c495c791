import { unwrap } from '@cabinet/api-client/client';
import type { AppSessionStore, SessionUser } from '@cabinet/auth/app-session';
import { startSession, type SessionStartResult } from '@cabinet/auth/session-flows';
import type { ApiClient } from '@cabinet/api-client/client';

/**
 * Session start for this app: the stored session shows at once (no blank screen), then the user is
 * refreshed from GET /user/util/me; a refused or failed refresh signs the browser out.
 */
export function startAppSession(
  store: AppSessionStore,
  client: ApiClient,
): Promise<SessionStartResult> {
  return startSession<SessionUser>({
    store,
    fetchMe: () => unwrap(client.GET('/user/util/me')),
  });
}
