import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'app', react: false, tsconfigRootDir: import.meta.dirname });
