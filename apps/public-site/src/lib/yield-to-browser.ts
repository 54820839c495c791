/** Chromium's `scheduler.yield()` (not yet in TypeScript's DOM types). */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: work split this way never blocks the page for long on a slow phone. `scheduler.yield()`
 * resumes ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
