/** Resolves once the page and all it loads (images, fonts, styles) have loaded. */
export function afterPageLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
