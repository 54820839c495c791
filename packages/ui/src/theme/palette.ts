export type ColorMode = 'light' | 'dark';

/** The colours of one mode. Hex only, so the contrast test can check every text/background pair. */
export interface PaletteTokens {
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  primary: { main: string; contrastText: string };
  secondary: { main: string; contrastText: string };
  error: { main: string; contrastText: string };
  warning: { main: string; contrastText: string };
  info: { main: string; contrastText: string };
  success: { main: string; contrastText: string };
  divider: string;
}

/**
 * A calm palette: deep teal-sage for actions, a warm taupe for accents, warm off-white (light) or
 * green-tinted charcoal (dark) surfaces. Every text colour reaches WCAG AA (4.5:1) on both surfaces.
 */
export const paletteTokens: Record<ColorMode, PaletteTokens> = {
  light: {
    background: { default: '#F6F4EF', paper: '#FFFFFF' },
    text: { primary: '#1E2B2A', secondary: '#4D5958' },
    primary: { main: '#2E6B64', contrastText: '#FFFFFF' },
    secondary: { main: '#735843', contrastText: '#FFFFFF' },
    error: { main: '#B3261E', contrastText: '#FFFFFF' },
    warning: { main: '#8A5300', contrastText: '#FFFFFF' },
    info: { main: '#1F5F8B', contrastText: '#FFFFFF' },
    success: { main: '#2E6B3A', contrastText: '#FFFFFF' },
    divider: '#D9D4CA',
  },
  dark: {
    background: { default: '#111716', paper: '#1A2221' },
    text: { primary: '#E7ECEB', secondary: '#B3BFBD' },
    primary: { main: '#8FCBBF', contrastText: '#0F1A19' },
    secondary: { main: '#D8BFA5', contrastText: '#0F1A19' },
    error: { main: '#F2B8B5', contrastText: '#0F1A19' },
    warning: { main: '#F0C27B', contrastText: '#0F1A19' },
    info: { main: '#9CCBF0', contrastText: '#0F1A19' },
    success: { main: '#9DD3A8', contrastText: '#0F1A19' },
    divider: '#33403E',
  },
};
