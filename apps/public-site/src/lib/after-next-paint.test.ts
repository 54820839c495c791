import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';
import { isSettled } from '../testing/is-settled';

const restoreTimersAndGlobals = () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
};

describe('afterNextPaint', () => {
  afterEach(restoreTimersAndGlobals);

  it('resolves in the task after the next frame, not before', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    const painted = afterNextPaint();
    expect(await isSettled(painted)).toBe(false);
    frame(0);
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await isSettled(painted)).toBe(true);
  });

  it('resolves after a short wait in a tab that paints no frame', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(99);
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(painted)).toBe(true);
  });
});
