import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';
import { isSettled } from '../testing/is-settled';

const restoreTimersAndGlobals = () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
};

describe('yieldToBrowser', () => {
  afterEach(restoreTimersAndGlobals);

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
