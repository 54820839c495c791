import type { HttpBackendOptions } from 'i18next-http-backend';
import type { Texts } from './defaults/index.ts';
import type { RetryingLoader } from './retrying-fetch.ts';

/** `GET {apiUrl}/site_content/{namespace}/{language}.json` (spec §7), answered by the content object. */
export function siteContentLoadPath(apiUrl: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/site_content/{{ns}}/{{lng}}.json`;
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

/**
 * i18next-http-backend options whose requests go through the retrying loader, so the loader alone
 * applies the parallel limit and the retry rules (create-i18n turns i18next's own retries off).
 */
export function siteContentBackendOptions(
  apiUrl: string,
  load: RetryingLoader,
): HttpBackendOptions {
  return {
    loadPath: siteContentLoadPath(apiUrl),
    parse: parseSiteContent,
    reloadInterval: false,
    request: (_options, url, _payload, callback) => {
      load(url, { headers: { accept: 'application/json' } }).then(
        ({ status, body }) => callback(null, { status, data: body }),
        (error: unknown) => callback(error, null),
      );
    },
  };
}
