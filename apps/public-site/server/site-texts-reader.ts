/** The texts of one language by namespace, as the API answers `GET /site_content/{ns}/{lng}.json`. */
export type TextsByNamespace = Record<string, Record<string, string>>;

/** A language's current texts, and a version that changes whenever one of them does. */
export interface CurrentTexts {
  version: string;
  texts: TextsByNamespace;
}

interface ReaderOptions {
  /** The API's base address, e.g. `http://127.0.0.1:8000/api/v1`. */
  apiUrl: string;
  namespaces: readonly string[];
  /** How long a read may take before the page is sent with the bundled texts. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

interface KnownNamespace {
  etag: string;
  texts: Record<string, string>;
}

/**
 * Reads the staff-edited texts of a language from the API on each call, cheaply: each namespace is
 * asked with the ETag of its last answer, so an unchanged one costs a 304. Calls made while a read
 * is under way share it. Null when the API cannot be read (down, slow, an unexpected answer): the
 * caller then sends the page made at build time, with the bundled texts.
 */
export function createSiteTextsReader({
  apiUrl,
  namespaces,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
}: ReaderOptions): (language: string) => Promise<CurrentTexts | null> {
  const known = new Map<string, KnownNamespace>();
  const underWay = new Map<string, Promise<CurrentTexts | null>>();

  const readNamespace = async (namespace: string, language: string) => {
    const key = `${namespace}/${language}`;
    const last = known.get(key);
    const response = await fetch(`${apiUrl}/site_content/${namespace}/${language}.json`, {
      headers: last ? { 'If-None-Match': last.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && last) return last;
    // A namespace the database does not hold: the bundled texts stand for it.
    if (response.status === 404) return { etag: 'none', texts: {} };
    if (!response.ok) throw new Error(`The API answered ${response.status} for ${key}.`);
    const current = {
      etag: response.headers.get('etag') ?? `"${Date.now()}"`,
      texts: (await response.json()) as Record<string, string>,
    };
    known.set(key, current);
    return current;
  };

  const read = async (language: string): Promise<CurrentTexts | null> => {
    try {
      const parts = await Promise.all(namespaces.map((ns) => readNamespace(ns, language)));
      return {
        version: `${language}:${parts.map((part) => part.etag).join(',')}`,
        texts: Object.fromEntries(namespaces.map((ns, index) => [ns, parts[index]?.texts ?? {}])),
      };
    } catch {
      return null;
    }
  };

  return (language) => {
    let pending = underWay.get(language);
    if (!pending) {
      pending = read(language).finally(() => underWay.delete(language));
      underWay.set(language, pending);
    }
    return pending;
  };
}
