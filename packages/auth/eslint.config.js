import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'auth', react: true, tsconfigRootDir: import.meta.dirname });
