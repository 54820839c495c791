import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

/** Whether the promise has settled once the microtasks queued so far have run. */
async function isSettled(promise: Promise<void>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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
