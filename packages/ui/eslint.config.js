import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'ui', react: true, tsconfigRootDir: import.meta.dirname });
