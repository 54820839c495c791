/** Whole-page navigation, in one object so tests can watch it (jsdom cannot reload). */
export const page = {
  reload: () => window.location.reload(),
};
