import { defineAppConfig } from '@cabinet/vite-config/app';

/** Same default as `parseFrontendEnv` of `@cabinet/api-client/env`. */
const DEFAULT_FORM_BACKEND_URL = 'http://localhost:8000';

export default defineAppConfig({
  port: 5173,
  dirname: import.meta.dirname,
  // The contact form posts to the form backend, which may live on another origin than the API.
  connectUrls: (env) => [env.VITE_FORM_BACKEND_URL || DEFAULT_FORM_BACKEND_URL],
});
