import { createTheme, type Theme } from '@mui/material/styles';
import { PUBLIC_HEADER_HEIGHT, SCROLL_PADDING_GAP } from './layout.ts';
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

/** The practice's MUI theme in light or dark mode. */
export function createAppTheme(mode: ColorMode): Theme {
  const tokens = paletteTokens[mode];
  const base = createTheme({
    palette: { mode, contrastThreshold: 4.5, ...tokens },
    typography: {
      fontFamily: SYSTEM_FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
      body1: { lineHeight: 1.6 },
    },
    shape: { borderRadius: 10 },
  });
  const focusRing = {
    outline: `3px solid ${tokens.primary.main}`,
    outlineOffset: '2px',
  };

  return createTheme(base, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: {
            // Anchors and focused elements stay clear of the sticky public header.
            scrollPaddingTop: `${PUBLIC_HEADER_HEIGHT.desktop + SCROLL_PADDING_GAP}px`,
            [base.breakpoints.down('md')]: {
              scrollPaddingTop: `${PUBLIC_HEADER_HEIGHT.mobile + SCROLL_PADDING_GAP}px`,
            },
          },
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
  });
}
