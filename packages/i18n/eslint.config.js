import { defineConfig } from '@cabinet/eslint-config';

export default defineConfig({ kind: 'i18n', react: true, tsconfigRootDir: import.meta.dirname });
