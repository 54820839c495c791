import type { SessionStore } from './session-store.ts';

/** Renewed this long before it lapses, so no call leaves with a token about to expire. */
export const RENEW_BEFORE_MS = 60_000;
/** The lock that lets one tab of the browser renew at a time: they share one refresh token. */
const LOCK_NAME = 'cabinet-token-renewal';

export interface TokenRefresherOptions {
  store: Pick<
    SessionStore<unknown>,
    'getToken' | 'getRefreshToken' | 'getTokenExpiresAt' | 'setTokens'
  >;
  /** POST /token/refresh: the new access and refresh tokens; rejects when the session ended. */
  renew: (refreshToken: string) => Promise<{ access_token: string; refresh_token: string }>;
  /** The browser's lock manager (absent in tests and old browsers: one tab's calls still share). */
  locks?: Pick<LockManager, 'request'>;
}

/**
 * The access token to send with a call: the stored one, renewed first when it lapses within a
 * minute. Calls made together share one renewal, and tabs take turns (each refresh token works
 * once: two tabs spending the same one would end the session). A renewal that fails leaves the
 * stored token, and the call's 401 then signs the user out.
 */
export function createTokenRefresher({ store, renew, locks }: TokenRefresherOptions) {
  let renewing: Promise<string | null> | null = null;

  const due = () => {
    const expiresAt = store.getTokenExpiresAt();
    return (
      store.getRefreshToken() !== null &&
      expiresAt !== null &&
      expiresAt - Date.now() < RENEW_BEFORE_MS
    );
  };

  const renewNow = async (): Promise<string | null> => {
    // Another tab may have renewed while this one waited for the lock.
    const refreshToken = store.getRefreshToken();
    if (!due() || refreshToken === null) return store.getToken();
    try {
      const next = await renew(refreshToken);
      store.setTokens({ token: next.access_token, refreshToken: next.refresh_token });
      return next.access_token;
    } catch {
      return store.getToken();
    }
  };

  return async function freshToken(): Promise<string | null> {
    if (!due()) return store.getToken();
    renewing ??= (locks ? locks.request(LOCK_NAME, renewNow) : renewNow()).finally(() => {
      renewing = null;
    });
    return renewing;
  };
}
