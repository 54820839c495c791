import { parseFrontendEnv, type FrontendEnv, type RawFrontendEnv } from '@cabinet/api-client/env';

/**
 * The app's configuration, read once from the build environment. This is the only module that reads
 * `import.meta.env`; everything else imports `env`.
 */
export const env: FrontendEnv = parseFrontendEnv(import.meta.env as RawFrontendEnv);
