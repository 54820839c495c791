import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({
  kind: 'tooling',
  react: false,
  tsconfigRootDir: import.meta.dirname,
});
