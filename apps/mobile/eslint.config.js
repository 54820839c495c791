import { defineConfig } from '@cabinet/eslint-config';
import globals from 'globals';

export default [
  // The iOS project holds a copy of the site's build (App/App/public) and Xcode's files.
  { ignores: ['ios/**', 'test-results/**'] },
  ...defineConfig({ kind: 'app', react: false, tsconfigRootDir: import.meta.dirname }),
  // The simulated native bridge runs inside the page.
  { files: ['e2e/native-bridge.ts'], languageOptions: { globals: globals.browser } },
];
