import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'api', react: false, tsconfigRootDir: import.meta.dirname });
