import { trackSettled } from '../../lib/settled-promise';
import type { PageData } from './page-data';

let loading: Promise<typeof PageData> | undefined;

/** The data layer's module (`page-data.tsx`); started at boot, shared with the layout. */
export function loadPageData(): Promise<typeof PageData> {
  return (loading ??= trackSettled(import('./page-data').then((module) => module.PageData)));
}
