/**
 * The session kept in the browser: `token`, `userData` (JSON),
 * `anonymousId`, `organizationId` (default 1) and `backendHost` (default the configured backend).
 * Writes notify subscribers; so do changes made by other tabs (the `storage` event).
 */
export const SESSION_KEYS = {
  token: 'token',
  /** Renews the short access token (staff sign-ins); replaced at each renewal. */
  refreshToken: 'refreshToken',
  /** When the access token lapses, in this browser's clock (epoch milliseconds). */
  tokenExpiresAt: 'tokenExpiresAt',
  userData: 'userData',
  anonymousId: 'anonymousId',
  organizationId: 'organizationId',
  backendHost: 'backendHost',
} as const;

export const DEFAULT_ORGANIZATION_ID = 1;

export interface SessionSnapshot<User> {
  token: string | null;
  user: User | null;
  anonymousId: string | null;
  organizationId: number;
  backendHost: string;
}

export interface SessionStoreOptions {
  /** Where the session lives; localStorage unless told otherwise. */
  storage?: Storage;
  /** The backend host used while none is stored; empty (same origin) unless given. */
  defaultBackendHost?: string;
}

export interface SessionStore<User> {
  /** The whole session; the same object until something changes (fit for useSyncExternalStore). */
  getSnapshot: () => SessionSnapshot<User>;
  /** Calls `listener` after every change, here or in another tab; answers the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  getToken: () => string | null;
  /** A new access token for the same session (after a renewal, a password or 2FA change). */
  setToken: (token: string | null) => void;
  getRefreshToken: () => string | null;
  /** When the access token lapses (epoch milliseconds), or null when unknown. */
  getTokenExpiresAt: () => number | null;
  /** A renewal's answer: the new access token and the refresh token that replaces the spent one. */
  setTokens: (tokens: { token: string; refreshToken: string }) => void;
  getUser: () => User | null;
  setUser: (user: User | null) => void;
  /** Saves the tokens and the user together (login), notifying once. */
  setSession: (session: { token: string; user: User; refreshToken?: string | null }) => void;
  getAnonymousId: () => string | null;
  getOrCreateAnonymousId: () => string;
  /** Draws and keeps a new anonymous id (the server no longer accepts the old one). */
  renewAnonymousId: () => string;
  getOrganizationId: () => number;
  setOrganizationId: (id: number | null) => void;
  getBackendHost: () => string;
  setBackendHost: (host: string | null) => void;
  /** Logout: forgets the tokens and the user, keeps the rest. */
  clear: () => void;
}

const watchedKeys: readonly (string | null)[] = [null, ...Object.values(SESSION_KEYS)];

/** Stored user data as an object, or null when absent, unreadable or not an object. */
function parseUserData(raw: string | null): object | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * How many seconds an access token lasts (`exp` − `iat`, read from the token as any client may),
 * or null for a token that names no lifetime.
 */
export function tokenLifetimeSeconds(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64));
    const { iat, exp } = (claims ?? {}) as { iat?: unknown; exp?: unknown };
    return typeof iat === 'number' && typeof exp === 'number' && exp > iat ? exp - iat : null;
  } catch {
    return null;
  }
}

function parseOrganizationId(raw: string | null): number {
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : DEFAULT_ORGANIZATION_ID;
}

export function createSessionStore<User = unknown>(
  options: SessionStoreOptions = {},
): SessionStore<User> {
  // The page's storage. Read through `window`, never the global alone: outside a browser (the
  // site's server render) Node 26 has a `localStorage` of its own, which warns on every read and
  // holds nothing.
  const storage =
    options.storage ?? (typeof window === 'undefined' ? undefined : window.localStorage)!;
  const defaultBackendHost = options.defaultBackendHost ?? '';
  const listeners = new Set<() => void>();
  let cached: { raw: (string | null)[]; snapshot: SessionSnapshot<User> } | undefined;

  const notify = () => listeners.forEach((listener) => listener());
  const write = (key: string, value: string | null) =>
    value === null ? storage.removeItem(key) : storage.setItem(key, value);

  /** The stored user data, with unreadable or non-object data removed and read as absent. */
  const readUserData = (): { raw: string | null; user: User | null } => {
    const raw = storage.getItem(SESSION_KEYS.userData);
    // The shape is the app's (the API's user type); the store only vouches that it is an object.
    const user = parseUserData(raw) as User | null;
    if (raw !== null && user === null) {
      storage.removeItem(SESSION_KEYS.userData);
      return { raw: null, user: null };
    }
    return { raw, user };
  };

  const getSnapshot = (): SessionSnapshot<User> => {
    const { raw: userRaw, user } = readUserData();
    const raw = [
      storage.getItem(SESSION_KEYS.token),
      userRaw,
      storage.getItem(SESSION_KEYS.anonymousId),
      storage.getItem(SESSION_KEYS.organizationId),
      storage.getItem(SESSION_KEYS.backendHost),
    ];
    if (cached && cached.raw.every((value, i) => value === raw[i])) return cached.snapshot;
    const [token = null, , anonymousId = null, organizationId = null, backendHost = null] = raw;
    const snapshot: SessionSnapshot<User> = {
      token,
      user,
      anonymousId,
      organizationId: parseOrganizationId(organizationId),
      backendHost: backendHost ?? defaultBackendHost,
    };
    cached = { raw, snapshot };
    return snapshot;
  };

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea === storage && watchedKeys.includes(event.key)) notify();
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  };

  const setAndNotify = (entries: [string, string | null][]) => {
    entries.forEach(([key, value]) => write(key, value));
    notify();
  };
  const userJson = (user: User | null) => (user === null ? null : JSON.stringify(user));
  /** The token and when it lapses, counted from now by its own lifetime (immune to clock skew). */
  const tokenEntries = (token: string | null): [string, string | null][] => {
    const lifetime = token === null ? null : tokenLifetimeSeconds(token);
    return [
      [SESSION_KEYS.token, token],
      [
        SESSION_KEYS.tokenExpiresAt,
        lifetime === null ? null : String(Date.now() + lifetime * 1000),
      ],
    ];
  };

  return {
    getSnapshot,
    subscribe,
    getToken: () => storage.getItem(SESSION_KEYS.token),
    setToken: (token) => setAndNotify(tokenEntries(token)),
    getRefreshToken: () => storage.getItem(SESSION_KEYS.refreshToken),
    getTokenExpiresAt: () => {
      const at = Number(storage.getItem(SESSION_KEYS.tokenExpiresAt) ?? NaN);
      return Number.isFinite(at) ? at : null;
    },
    setTokens: ({ token, refreshToken }) =>
      setAndNotify([...tokenEntries(token), [SESSION_KEYS.refreshToken, refreshToken]]),
    getUser: () => readUserData().user,
    setUser: (user) => setAndNotify([[SESSION_KEYS.userData, userJson(user)]]),
    setSession: ({ token, user, refreshToken = null }) =>
      setAndNotify([
        ...tokenEntries(token),
        [SESSION_KEYS.refreshToken, refreshToken],
        [SESSION_KEYS.userData, userJson(user)],
      ]),
    getAnonymousId: () => storage.getItem(SESSION_KEYS.anonymousId),
    getOrCreateAnonymousId: () => {
      const existing = storage.getItem(SESSION_KEYS.anonymousId);
      if (existing) return existing;
      const id = crypto.randomUUID();
      setAndNotify([[SESSION_KEYS.anonymousId, id]]);
      return id;
    },
    renewAnonymousId: () => {
      const id = crypto.randomUUID();
      setAndNotify([[SESSION_KEYS.anonymousId, id]]);
      return id;
    },
    getOrganizationId: () => parseOrganizationId(storage.getItem(SESSION_KEYS.organizationId)),
    setOrganizationId: (id) =>
      setAndNotify([[SESSION_KEYS.organizationId, id === null ? null : String(id)]]),
    getBackendHost: () => storage.getItem(SESSION_KEYS.backendHost) ?? defaultBackendHost,
    setBackendHost: (host) => setAndNotify([[SESSION_KEYS.backendHost, host]]),
    clear: () =>
      setAndNotify([
        ...tokenEntries(null),
        [SESSION_KEYS.refreshToken, null],
        [SESSION_KEYS.userData, null],
      ]),
  };
}
