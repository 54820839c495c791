/**
 * The configuration of a front end, parsed from its `VITE_*` build variables. Each app reads
 * `import.meta.env` in its own `src/config/env.ts` and hands it to `parseFrontendEnv`.
 */
export interface FrontendEnv {
  /** Base URL of the API, without a trailing slash. */
  apiUrl: string;
  /** Host of the contact-form backend and of served attachments, without a trailing slash. */
  formBackendUrl: string;
  /** The public website, without a trailing slash. */
  publicSiteUrl: string;
  /** The staff back-office (sign-in screens live there), without a trailing slash. */
  backofficeUrl: string;
  enableAnonUsers: boolean;
  enableXray: boolean;
}

export interface RawFrontendEnv {
  VITE_API_URL?: string;
  VITE_FORM_BACKEND_URL?: string;
  VITE_PUBLIC_SITE_URL?: string;
  VITE_BACKOFFICE_URL?: string;
  VITE_ENABLE_ANON_USERS?: string;
  VITE_ENABLE_XRAY?: string;
}

export const DEFAULT_API_URL = 'http://localhost:8000/api/v1';
export const DEFAULT_FORM_BACKEND_URL = 'http://localhost:8000';
export const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:5173';
export const DEFAULT_BACKOFFICE_URL = 'http://localhost:5174';

function parseUrl(name: string, value: string | undefined, fallback: string): string {
  const candidate = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${candidate}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${candidate}".`);
  }
  return candidate.replace(/\/+$/, '');
}

/** A feature flag is on only for the exact string `true`: a typo leaves it off, not on. */
function parseFlag(value: string | undefined): boolean {
  return value === 'true';
}

export type FrontendFlags = Pick<FrontendEnv, 'enableAnonUsers' | 'enableXray'>;

/**
 * The feature flags alone, for a page's first script: parsing the URLs costs a phone some 10 ms of
 * its start-up, for addresses that script never calls.
 */
export function parseFrontendFlags(raw: RawFrontendEnv): FrontendFlags {
  return {
    enableAnonUsers: parseFlag(raw.VITE_ENABLE_ANON_USERS),
    enableXray: parseFlag(raw.VITE_ENABLE_XRAY),
  };
}

export function parseFrontendEnv(raw: RawFrontendEnv): FrontendEnv {
  return {
    ...parseFrontendFlags(raw),
    apiUrl: parseUrl('VITE_API_URL', raw.VITE_API_URL, DEFAULT_API_URL),
    formBackendUrl: parseUrl(
      'VITE_FORM_BACKEND_URL',
      raw.VITE_FORM_BACKEND_URL,
      DEFAULT_FORM_BACKEND_URL,
    ),
    publicSiteUrl: parseUrl(
      'VITE_PUBLIC_SITE_URL',
      raw.VITE_PUBLIC_SITE_URL,
      DEFAULT_PUBLIC_SITE_URL,
    ),
    backofficeUrl: parseUrl('VITE_BACKOFFICE_URL', raw.VITE_BACKOFFICE_URL, DEFAULT_BACKOFFICE_URL),
  };
}
