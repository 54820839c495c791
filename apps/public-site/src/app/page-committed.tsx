import { createContext, use, useEffect } from 'react';

const nothing = () => {};

/** What to call once a page has committed (`SiteRoot`'s `onPageCommitted`). */
export const PageCommittedContext = createContext<() => void>(nothing);

/**
 * Renders nothing; placed beside each page, inside the page's own Suspense boundary. React
 * hydrates a boundary's content in a pass of its own, after the boundaries around it, so when this
 * commits on a hydrated page, the whole page is hydrated: header, footer and the page itself.
 */
export function PageCommitted() {
  const onCommit = use(PageCommittedContext);
  useEffect(onCommit, [onCommit]);
  return null;
}
