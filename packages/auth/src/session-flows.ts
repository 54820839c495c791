import type { SessionStore } from './session-store.ts';

/** What a sign-in answers: a token, the refresh token that renews it, and the user they belong to. */
export interface SignedInSession<User> {
  access_token: string;
  refresh_token?: string | null;
  user: User;
}

/** The organization a user belongs to, read from `organization_id` or `organization.id`. */
export interface OrganizationMember {
  organization_id?: number | null;
  organization?: { id?: number | null } | null;
}

/**
 * Login: stores the token and the user and, when the user's organization differs from the
 * stored one, stores the user's organization.
 */
export function signIn<User extends OrganizationMember>(
  store: SessionStore<User>,
  { access_token, refresh_token = null, user }: SignedInSession<User>,
): void {
  store.setSession({ token: access_token, user, refreshToken: refresh_token });
  const organizationId = user.organization_id ?? user.organization?.id;
  if (organizationId && organizationId !== store.getOrganizationId()) {
    store.setOrganizationId(organizationId);
  }
}

export type SessionStartResult = 'signed-in' | 'signed-out' | 'anonymous';

export interface StartSessionOptions<User> {
  store: SessionStore<User>;
  /** Reads the current user from the server with the stored token (GET /user/util/me). */
  fetchMe: () => Promise<User>;
  /**
   * With anonymous users enabled: starts an anonymous session when no signed-in one can be
   * restored; answers whether it did.
   */
  startAnonymous?: () => Promise<boolean>;
  /**
   * Whether a failed refresh is the server refusing the stored session (it signs out). Any other
   * failure keeps the stored session. Every failure is a refusal unless told otherwise.
   */
  isRefusal?: (error: unknown) => boolean;
}

/**
 * Session start: the stored token and user are used at once; the user is then refreshed
 * from the server. When that fails, the stored token and user are cleared (logged out), and an
 * anonymous session starts instead if the app enables them (signed out still, should that fail).
 */
export async function startSession<User>({
  store,
  fetchMe,
  startAnonymous,
  isRefusal = () => true,
}: StartSessionOptions<User>): Promise<SessionStartResult> {
  if (store.getToken()) {
    try {
      store.setUser(await fetchMe());
      return 'signed-in';
    } catch (error) {
      // An expired or revoked token, a deactivated account: not signed in. A refresh that got no
      // refusal (the page left while it ran, the server could not be reached) says nothing of the
      // token: the stored session stays, and the next call that reaches the server decides.
      if (!isRefusal(error) && store.getUser() !== null) return 'signed-in';
    }
  }
  if (store.getToken() !== null || store.getUser() !== null) store.clear();
  if (!startAnonymous) return 'signed-out';
  return (await startAnonymous()) ? 'anonymous' : 'signed-out';
}

/**
 * Logout: ends the session on the server (`endOnServer`, POST /logout), then forgets the tokens and
 * the user and reloads the page so no state survives. The server being unreachable does not keep
 * anyone signed in here: the browser forgets the session all the same.
 */
export async function logout(
  store: Pick<SessionStore<unknown>, 'clear'>,
  reload: () => void,
  endOnServer?: () => Promise<unknown>,
): Promise<void> {
  try {
    await endOnServer?.();
  } catch {
    // Signed out here whatever the server answered; its session lapses on its own.
  }
  store.clear();
  reload();
}

export const LOGIN_PATH = '/login';

/** The login screen, coming back to `redirect` (a path with its query) afterwards. */
export function loginHref(redirect?: string | null): string {
  return redirect && redirect !== '/'
    ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`
    : LOGIN_PATH;
}

/**
 * Where to go after signing in: the `redirect` query parameter when it is a path of this app, else
 * `/`. Other sites (`//host`, `https://…`) are refused so a link cannot send a user away.
 */
export function afterLoginPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return '/';
  if (redirect.startsWith('/\\') || redirect.startsWith(LOGIN_PATH)) return '/';
  return redirect;
}

export interface UnauthorizedRuleOptions {
  clear: () => void;
  /** The path and query the user is on. */
  currentLocation: () => string;
  /** Leaves the app for the given URL (a full page load, so no stale state survives). */
  redirect: (href: string) => void;
}

/**
 * The 401 rule for data calls (the token expired or was revoked): clear the stored token and user,
 * then go to /login?redirect={current path}. On the login screen itself there is nowhere to send
 * the user.
 */
export function createUnauthorizedHandler({
  clear,
  currentLocation,
  redirect,
}: UnauthorizedRuleOptions): () => void {
  return () => {
    clear();
    const here = currentLocation();
    if (here !== LOGIN_PATH && !here.startsWith(`${LOGIN_PATH}?`)) redirect(loginHref(here));
  };
}
