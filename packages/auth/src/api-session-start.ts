import { unwrap, type ApiClient } from '@cabinet/api-client/client';
import { startAnonymousSession } from './anonymous-session.ts';
import type { AppSessionStore, SessionUser } from './app-session.ts';
import { deviceInfo } from './device-info.ts';
import { startSession, type SessionStartResult } from './session-flows.ts';

export interface ApiSessionStartOptions {
  store: AppSessionStore;
  client: ApiClient;
  /** Whether a visitor without a session gets an anonymous user (the app's build flag). */
  anonymousUsers: boolean;
}

/**
 * Session start of an app over the API: the stored user is refreshed from GET /user/util/me; a
 * refused or failed refresh signs the browser out. With anonymous users on, the visitor then gets
 * an anonymous user (`POST /init` with the anonymous id kept in local storage and the device's
 * details). With them off and nothing stored, the server is not called at all.
 */
export function startApiSession({
  store,
  client,
  anonymousUsers,
}: ApiSessionStartOptions): Promise<SessionStartResult> {
  return startSession<SessionUser>({
    store,
    fetchMe: () => unwrap(client.GET('/user/util/me')),
    ...(anonymousUsers
      ? {
          startAnonymous: () =>
            startAnonymousSession<SessionUser>({
              store,
              init: ({ anonymousId, organizationId }) =>
                unwrap(
                  client.POST('/init', {
                    body: {
                      anonymous_id: anonymousId,
                      organization_id: organizationId,
                      device_info: deviceInfo(),
                    },
                  }),
                ),
            }),
        }
      : {}),
  });
}
