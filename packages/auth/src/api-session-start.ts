import { ApiError } from '@cabinet/api-client/api-error';
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
 * refresh the server refuses (any 4xx) signs the browser out. One that got no answer — the page
 * was left or reloaded while it ran, the network or the server is down — or a server error keeps
 * the stored session: signing a user out because they reloaded twice quickly would lose their
 * work for nothing, and a call that reaches the server with a bad token gets a 401, which signs
 * out. With anonymous users on, the visitor then gets
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
    isRefusal: isServerRefusal,
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

/** A 4xx answer: the server looked at the session and refused it. */
function isServerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
