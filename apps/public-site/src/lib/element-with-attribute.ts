/**
 * The page's element whose `attribute` has this exact `value`, if any (none outside a browser).
 * Compared as text rather than in a selector: React's ids hold characters a selector must escape.
 */
export function elementWithAttribute(attribute: string, value: string): Element | undefined {
  if (typeof document === 'undefined') return undefined;
  return Array.from(document.querySelectorAll(`[${attribute}]`)).find(
    (element) => element.getAttribute(attribute) === value,
  );
}
