import { createTheme, unstable_createBreakpoints, type Theme } from '@mui/material/styles';
import { PUBLIC_HEADER_FULL_FROM, PUBLIC_HEADER_HEIGHT, SCROLL_PADDING_GAP } from './layout.ts';
import { paletteTokens, type ColorMode } from './palette.ts';

export type { ColorMode } from './palette.ts';

/** System fonts only: the site makes no font request to any server. */
export const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const madeThemes = new Map<ColorMode, Theme>();

/**
 * The practice's theme in `mode`, made once and then shared: a theme is never changed once made,
 * and making one holds a phone's main thread for about 30 ms. A page can make it ahead, in a task
 * of its own, so its first render does not (the public site does, before it hydrates).
 */
export function appTheme(mode: ColorMode): Theme {
  let theme = madeThemes.get(mode);
  if (!theme) madeThemes.set(mode, (theme = createAppTheme(mode)));
  return theme;
}

/**
 * MUI's breakpoints, which the theme keeps: known before the theme is made, so the overrides that
 * depend on them go into the same `createTheme` call (a second call would make the whole theme
 * again, some 15 ms of a phone's start-up).
 */
const breakpoints = unstable_createBreakpoints({});

/** The practice's MUI theme in light or dark mode, made anew (`appTheme` keeps one per mode). */
export function createAppTheme(mode: ColorMode): Theme {
  const tokens = paletteTokens[mode];
  const focusRing = {
    outline: `3px solid ${tokens.primary.main}`,
    outlineOffset: '2px',
  };
  return createTheme(
    {
      palette: { mode, contrastThreshold: 4.5, ...tokens },
      typography: {
        fontFamily: SYSTEM_FONT_STACK,
        button: { textTransform: 'none', fontWeight: 600 },
        body1: { lineHeight: 1.6 },
        // Fluid heading sizes: from a 320 px phone to a wide screen no heading is wider than the page.
        h1: { fontSize: 'clamp(2.25rem, 1.5rem + 3.75vw, 6rem)' },
        h2: { fontSize: 'clamp(2rem, 1.4rem + 3vw, 3.75rem)' },
        h3: { fontSize: 'clamp(1.75rem, 1.35rem + 2vw, 3rem)' },
        h4: { fontSize: 'clamp(1.5rem, 1.3rem + 1vw, 2.125rem)' },
        h5: { fontSize: 'clamp(1.25rem, 1.15rem + 0.5vw, 1.5rem)' },
      },
      shape: { borderRadius: 10 },
    },
    {
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            html: {
              // Anchors and focused elements stay clear of the sticky public header.
              scrollPaddingTop: `${PUBLIC_HEADER_HEIGHT.desktop + SCROLL_PADDING_GAP}px`,
              [breakpoints.down(PUBLIC_HEADER_FULL_FROM)]: {
                scrollPaddingTop: `${PUBLIC_HEADER_HEIGHT.mobile + SCROLL_PADDING_GAP}px`,
              },
            },
            // Long words (German compounds, anything staff type) wrap or hyphenate in the page's
            // language instead of pushing the page sideways.
            body: { overflowWrap: 'break-word' },
            'h1, h2, h3, h4, h5, h6': { hyphens: 'auto' },
            '*:focus-visible': focusRing,
            a: { color: tokens.primary.main },
          },
        },
        MuiButtonBase: {
          styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
        },
        MuiLink: {
          styleOverrides: { root: { '&:focus-visible': focusRing } },
        },
      },
    },
  );
}
