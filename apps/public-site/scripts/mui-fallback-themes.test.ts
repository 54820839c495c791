import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deferDefaultThemes } from '@cabinet/vite-config/mui-fallback-themes';
import { themeOnFirstUse } from '@cabinet/vite-config/theme-on-first-use';
import { createTheme } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
/** The source of one of MUI's ES modules, as the site's build reads it. */
const muiModule = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), file), 'utf8');

/** MUI's fallback themes are made on first use in both front ends (shared tooling, checked here). */
describe('MUI’s fallback themes on first use', () => {
  it.each([
    ['@mui/material', 'styles/defaultTheme.mjs'],
    ['@mui/material', 'Box/Box.mjs'],
    ['@mui/system', 'useTheme/useTheme.mjs'],
    ['@mui/system', 'createStyled/createStyled.mjs'],
  ])('%s/%s no longer makes a theme as it loads', (pkg, file) => {
    const source = muiModule(pkg, file);
    expect(source).toMatch(/ = createTheme\(\);$/m);

    const deferred = deferDefaultThemes(source) ?? '';

    expect(deferred).not.toMatch(/ = createTheme\(\);$/m);
    expect(deferred).toMatch(
      / = \/\* @__PURE__ \*\/ themeOnFirstUse\(\(\) => createTheme\(\)\);$/m,
    );
    expect(deferred).toMatch(/^import \{ themeOnFirstUse \} from ".*theme-on-first-use\.js";$/m);
  });

  it('leaves a module that makes no theme as it loads untouched', () => {
    expect(deferDefaultThemes('export default function f() { return createTheme(); }')).toBeNull();
  });

  it('makes the theme only when first read, once, and reads like it', () => {
    const make = vi.fn(() => createTheme());
    const standIn = themeOnFirstUse(make);
    expect(make).not.toHaveBeenCalled();

    const theme = createTheme();
    expect(standIn.breakpoints.up('md')).toBe(theme.breakpoints.up('md'));
    expect(standIn.spacing(2)).toBe(theme.spacing(2));
    expect('palette' in standIn).toBe(true);
    expect(Object.keys(standIn)).toEqual(Object.keys(theme));
    expect({ ...standIn }.palette.primary.main).toBe(theme.palette.primary.main);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
