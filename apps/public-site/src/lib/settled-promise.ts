/** A promise as React's `use()` reads it: the status fields React itself sets on a promise it tracks. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks the promise with its outcome as soon as it settles, so `use()` reads an already settled
 * promise at once instead of suspending for one more turn. A page hydrated from prerendered HTML
 * relies on it: its texts, page and data modules are loaded before hydration starts, and the tree
 * must hydrate in one pass, with nothing left to suspend.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as TrackedPromise<T>;
  if (tracked.status) return promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** The value of a promise `trackSettled` has seen fulfilled; undefined while pending or rejected. */
export function settledValue<T>(promise: Promise<T>): T | undefined {
  const tracked = promise as TrackedPromise<T>;
  return tracked.status === 'fulfilled' ? tracked.value : undefined;
}
