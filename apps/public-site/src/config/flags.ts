import { parseFrontendFlags, type RawFrontendEnv } from '@cabinet/api-client/env';

/**
 * The build's feature flags without the rest of its configuration (`env.ts`): what the page's
 * first script needs to decide when the site starts, with no address to parse.
 */
export const flags = parseFrontendFlags(import.meta.env as RawFrontendEnv);
