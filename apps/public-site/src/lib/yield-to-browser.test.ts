import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

/** Whether the promise has settled once the microtasks queued so far have run. */
async function isSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });

  it('resumes in a later task elsewhere', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    const resumed = yieldToBrowser();
    expect(await isSettled(resumed)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await isSettled(resumed)).toBe(true);
  });
});
