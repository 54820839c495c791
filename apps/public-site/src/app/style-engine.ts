/**
 * The first of the start-up's styling steps: Emotion and MUI's style system, which set themselves
 * up as their modules load (Emotion's default cache; the system's default theme, made at import).
 * Loaded on its own before `site-styles`, which then brings only MUI's components' styling and its
 * own default theme (also made at import): one task of 25–30 ms on a phone became two of about
 * half that, and the page answers a tap between them.
 */
export { CacheProvider } from '@emotion/react';
export { default as useSystemTheme } from '@mui/system/useTheme';
