import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({
  kind: 'api-client',
  react: false,
  tsconfigRootDir: import.meta.dirname,
});
