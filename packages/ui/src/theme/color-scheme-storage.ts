import type { ColorMode } from './palette.ts';

/** The localStorage key that keeps the visitor's colour scheme across visits. */
export const COLOR_SCHEME_STORAGE_KEY = 'colorScheme';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The stored choice, or null when there is none or storage is unavailable (private mode). */
export function readStoredColorMode(): ColorMode | null {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isColorMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredColorMode(mode: ColorMode): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, mode);
  } catch {
    // Storage refused (private mode, quota): the choice simply lasts for this visit.
  }
}
