import { parseFrontendEnv, type FrontendEnv, type RawFrontendEnv } from '@cabinet/api-client/env';

/**
 * The app's configuration, read once from the build environment. This module and `flags.ts` (the
 * feature flags alone) are the only ones that read `import.meta.env`; everything else imports them.
 */
export const env: FrontendEnv = parseFrontendEnv(import.meta.env as RawFrontendEnv);
