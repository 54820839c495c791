import { useSyncExternalStore } from 'react';

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<() => void>();
let watching = false;

function setOnline(value: boolean) {
  if (value === online) return;
  online = value;
  for (const listener of listeners) listener();
}

/**
 * Follows the connection once, for the whole visit: in the app's build through Capacitor's Network
 * plugin (loaded only there), on the website through the browser's online and offline events.
 * The app's build starts it at launch, so the connection is known before any page asks.
 */
export function watchOnlineStatus(): void {
  if (watching) return;
  watching = true;
  if (import.meta.env.MODE === 'native') {
    void import('../native/network-status').then(({ watchNetwork }) => watchNetwork(setOnline));
    return;
  }
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

function subscribe(listener: () => void) {
  watchOnlineStatus();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the device has a connection; true at build time, where pages are rendered for everyone. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
}
