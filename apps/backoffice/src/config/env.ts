import { parseFrontendEnv, type FrontendEnv, type RawFrontendEnv } from '@cabinet/api-client/env';

interface BackofficeEnv extends FrontendEnv {
  /** The public website (no trailing slash), linked from the sign-in screens' header and footer. */
  publicSiteUrl: string;
}

const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:5173';

type RawBackofficeEnv = RawFrontendEnv & { VITE_PUBLIC_SITE_URL?: string };

function parsePublicSiteUrl(value: string | undefined): string {
  const candidate = value?.trim() || DEFAULT_PUBLIC_SITE_URL;
  const url = new URL(candidate);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`VITE_PUBLIC_SITE_URL must be an absolute http(s) URL, got "${candidate}".`);
  }
  return candidate.replace(/\/+$/, '');
}

const raw = import.meta.env as RawBackofficeEnv;

/**
 * The app's configuration, read once from the build environment. This is the only module that reads
 * `import.meta.env`; everything else imports `env`.
 */
export const env: BackofficeEnv = {
  ...parseFrontendEnv(raw),
  publicSiteUrl: parsePublicSiteUrl(raw.VITE_PUBLIC_SITE_URL),
};
