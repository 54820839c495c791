import { ApiError } from '@cabinet/api-client/api-error';
import type { SessionStore } from './session-store.ts';

/** What `POST /init` answers: with anonymous users on, the anonymous user's token and user. */
export interface InitAnswer<User> {
  token?: string;
  user?: User;
}

export interface AnonymousSessionOptions<User> {
  store: SessionStore<User>;
  /** `POST /init` with the organization and this anonymous id (and the device's details). */
  init: (request: { anonymousId: string; organizationId: number }) => Promise<InitAnswer<User>>;
}

/** The server's answer for an anonymous id it will not use any more (its user signed up). */
const ID_NO_LONGER_ANONYMOUS = 409;

/**
 * Starts an anonymous session: `POST /init` with the anonymous id kept in local storage (drawn on
 * first use), then stores the token and user it answers. An id the server no longer accepts (its
 * user has signed up since) is replaced by a new one, once. Answers whether a session was stored;
 * a server without anonymous users (no token in the answer) or a failure leaves the visitor signed
 * out.
 */
export async function startAnonymousSession<User>({
  store,
  init,
}: AnonymousSessionOptions<User>): Promise<boolean> {
  const organizationId = store.getOrganizationId();
  let answer: InitAnswer<User>;
  try {
    answer = await init({ anonymousId: store.getOrCreateAnonymousId(), organizationId });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== ID_NO_LONGER_ANONYMOUS) return false;
    try {
      answer = await init({ anonymousId: store.renewAnonymousId(), organizationId });
    } catch {
      return false;
    }
  }
  if (!answer.token || !answer.user) return false;
  store.setSession({ token: answer.token, user: answer.user });
  return true;
}
