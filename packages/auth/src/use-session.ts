import { useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './session-store.ts';

/** The current session, re-rendering on every change made here or in another tab. */
export function useSession<User>(store: SessionStore<User>): SessionSnapshot<User> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
