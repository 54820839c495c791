/** Whether a `(min-width: …px)` / `(max-width: …px)` query matches a viewport of that width. */
export function widthQueryMatches(query: string, width: number): boolean {
  return query.split(',').some((part) => {
    const min = /min-width:\s*([\d.]+)px/.exec(part);
    const max = /max-width:\s*([\d.]+)px/.exec(part);
    if (!min && !max) return false;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  });
}

/**
 * Makes `window.matchMedia` answer width queries as a browser of that width would, so components
 * using MUI's `useMediaQuery` render their small- or large-screen layout under jsdom.
 */
export function mockViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const list = new EventTarget() as MediaQueryList;
    Object.defineProperties(list, {
      matches: { value: widthQueryMatches(query, width) },
      media: { value: query },
      onchange: { value: null, writable: true },
    });
    return list;
  };
}
