import type { BackendModule, ReadCallback } from 'i18next';
import type { Texts } from './defaults/namespaces.ts';
import type { RetryingLoader } from './retrying-fetch.ts';

/** `GET {apiUrl}/site_content/{namespace}/{language}.json`, answered by the content object. */
export function siteContentUrl(apiUrl: string, namespace: string, language: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return `${base}/site_content/${encodeURIComponent(namespace)}/${encodeURIComponent(language)}.json`;
}

/** Keeps the string values of a flat key → text object; anything else the server sends is dropped. */
export function parseSiteContent(body: string): Texts {
  const parsed: unknown = JSON.parse(body);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

async function readTexts(load: RetryingLoader, url: string): Promise<Texts> {
  const { status, body } = await load(url, { headers: { accept: 'application/json' } });
  if (status !== 200) throw new Error(`Texts not loaded from ${url}: status ${status}.`);
  return parseSiteContent(body);
}

/**
 * The i18next backend reading the staff-edited texts. Requests go through the retrying loader,
 * which alone applies the parallel limit and the retry rules (create-i18n turns i18next's own
 * retries off); a failed read leaves the texts already in place.
 */
export function createSiteContentBackend(apiUrl: string, load: RetryingLoader): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      readTexts(load, siteContentUrl(apiUrl, namespace, language)).then(
        (texts) => callback(null, texts),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
