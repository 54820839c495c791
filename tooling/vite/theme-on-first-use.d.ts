/** A stand-in for the theme `make` returns, made the first time anything reads it. */
export function themeOnFirstUse<Theme extends object>(make: () => Theme): Theme;
