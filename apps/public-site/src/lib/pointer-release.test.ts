import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pointerReleased, trackPointerPress } from './pointer-release';

beforeAll(() => trackPointerPress());
afterEach(() => {
  document.dispatchEvent(new Event('pointerup'));
  vi.useRealTimers();
});

/** Whether `promise` has settled by now. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('the start-up waits for the tap it follows to end', () => {
  it('settles at once when nothing is pressed', async () => {
    expect(await hasSettled(pointerReleased())).toBe(true);
  });

  it('waits while a finger is down, and settles on its release or cancel', async () => {
    for (const end of ['pointerup', 'pointercancel']) {
      document.dispatchEvent(new Event('pointerdown'));
      const released = pointerReleased();
      expect(await hasSettled(released)).toBe(false);

      document.dispatchEvent(new Event(end));

      expect(await hasSettled(released)).toBe(true);
    }
  });

  it('waits no longer than a second for a finger that rests', async () => {
    vi.useFakeTimers();
    document.dispatchEvent(new Event('pointerdown'));
    const released = pointerReleased();
    vi.advanceTimersByTime(999);
    expect(await hasSettled(released)).toBe(false);

    vi.advanceTimersByTime(1);

    expect(await hasSettled(released)).toBe(true);
  });
});
