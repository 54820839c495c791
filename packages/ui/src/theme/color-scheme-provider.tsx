import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readStoredColorMode, writeStoredColorMode } from './color-scheme-storage.ts';
import type { ColorMode } from './palette.ts';
import { appTheme } from './theme.ts';

export type { ColorMode } from './palette.ts';

export interface ColorSchemeValue {
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  toggleMode: () => void;
}

const ColorSchemeContext = createContext<ColorSchemeValue | null>(null);

export interface ColorSchemeProviderProps {
  children: ReactNode;
  /** Mode used when the visitor has made no choice yet. Light by default. */
  defaultMode?: ColorMode;
  /**
   * Whether the choice is read from and written to localStorage (key `colorScheme`). Storybook
   * turns it off so its toolbar stays in charge.
   */
  persist?: boolean;
}

/** Applies the practice theme with CssBaseline and remembers the visitor's light/dark choice. */
export function ColorSchemeProvider({
  children,
  defaultMode = 'light',
  persist = true,
}: ColorSchemeProviderProps) {
  const [mode, setModeState] = useState<ColorMode>(
    () => (persist ? readStoredColorMode() : null) ?? defaultMode,
  );

  const setMode = useCallback(
    (next: ColorMode) => {
      setModeState(next);
      if (persist) writeStoredColorMode(next);
    },
    [persist],
  );
  const toggleMode = useCallback(() => {
    setMode(mode === 'light' ? 'dark' : 'light');
  }, [mode, setMode]);

  const theme = appTheme(mode);
  const value = useMemo(() => ({ mode, setMode, toggleMode }), [mode, setMode, toggleMode]);

  return (
    <ColorSchemeContext value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ColorSchemeContext>
  );
}

/** The current colour scheme and its setters; only inside a `ColorSchemeProvider`. */
export function useColorScheme(): ColorSchemeValue {
  const value = useContext(ColorSchemeContext);
  if (!value) throw new Error('useColorScheme must be used inside a ColorSchemeProvider.');
  return value;
}
