import type { PageData } from './page-data';

let loading: Promise<{ default: typeof PageData }> | undefined;

/** The data layer's module (`page-data.tsx`); started at boot, shared with the lazy component. */
export function loadPageData() {
  return (loading ??= import('./page-data').then((module) => ({ default: module.PageData })));
}
