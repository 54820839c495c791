import { createHash } from 'node:crypto';

/** One namespace's texts in one language, as the public route sends them. */
export interface CachedTexts {
  body: string;
  etag: string;
}

interface CacheSources {
  /** The active texts of a namespace in an active language, or undefined when there are none. */
  readTexts: (namespace: string, language: string) => Promise<Record<string, string> | undefined>;
  /** A value that changes whenever any site text or language changes, in any API process. */
  readVersion: () => Promise<string>;
  /** How long a read trusts the texts it holds before it checks the version again. */
  recheckMs?: number;
  now?: () => number;
}

/**
 * The site's public texts held in memory: every visitor's page asks for them, and a database query
 * per request would cap the API's throughput. A write through this process empties the cache at
 * once (`invalidate`); a write through another process on the same PostgreSQL shows within
 * `recheckMs`, when a read finds the version changed.
 */
export function createSiteTextsCache({
  readTexts,
  readVersion,
  recheckMs = 1000,
  now = Date.now,
}: CacheSources) {
  const entries = new Map<string, Promise<CachedTexts | null>>();
  let version: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  const checkVersion = async () => {
    const current = await readVersion();
    if (current !== version) entries.clear();
    version = current;
    checkedAt = now();
  };

  const load = async (namespace: string, language: string): Promise<CachedTexts | null> => {
    const texts = await readTexts(namespace, language);
    if (!texts) return null;
    const body = JSON.stringify(texts);
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  };

  return {
    async get(namespace: string, language: string): Promise<CachedTexts | null> {
      if (now() - checkedAt >= recheckMs) {
        checking ??= checkVersion().finally(() => (checking = null));
        await checking;
      }
      const key = `${namespace}/${language}`;
      let entry = entries.get(key);
      if (!entry) {
        entry = load(namespace, language);
        entries.set(key, entry);
        // A failed read is not kept: the next request tries again.
        entry.catch(() => entries.delete(key));
      }
      return entry;
    },
    /** Forgets every text, after a write has committed. */
    invalidate() {
      entries.clear();
      checkedAt = -Infinity;
    },
  };
}

export type SiteTextsCache = ReturnType<typeof createSiteTextsCache>;
