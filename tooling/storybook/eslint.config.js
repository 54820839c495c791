import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'app', react: true, tsconfigRootDir: import.meta.dirname });
