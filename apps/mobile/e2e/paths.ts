import { join } from 'node:path';
import { DEFAULT_API_URL, DEFAULT_FORM_BACKEND_URL } from '@cabinet/api-client/env';
import { loadEnv } from 'vite';

const mobileDir = join(import.meta.dirname, '..');

/** The site's native build (scripts/build-web.mjs) and the copies `cap copy` makes of it. */
export const appBuildDir = join(mobileDir, 'dist');
export const androidWebDir = join(mobileDir, 'android', 'app', 'src', 'main', 'assets', 'public');
export const iosWebDir = join(mobileDir, 'ios', 'App', 'App', 'public');

/** The API addresses the native build was given: the environment, then `.env.native`, then defaults. */
const buildEnv = {
  ...loadEnv('native', join(mobileDir, '..', 'public-site'), 'VITE_'),
  ...process.env,
};
export const bakedApiUrl = (buildEnv.VITE_API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
export const bakedFormBackendUrl = (
  buildEnv.VITE_FORM_BACKEND_URL || DEFAULT_FORM_BACKEND_URL
).replace(/\/+$/, '');
