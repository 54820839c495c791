import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders HTML ahead of time and while it hydrates that HTML, true afterwards
 * (and from the start when the page renders in the browser alone). What only the browser knows,
 * such as the URL hash, must wait for it, or the hydrated tree would differ from the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
