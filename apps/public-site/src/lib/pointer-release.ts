/** A press longer than this (a finger resting, a scroll) no longer holds the site's start-up. */
const LONGEST_PRESS_MS = 1000;

let pressed = false;
let released: Array<() => void> = [];

function press() {
  pressed = true;
}

function release() {
  pressed = false;
  released.splice(0).forEach((resolve) => resolve());
}

/** Listens from now on for presses of a finger, pen or mouse button, and their release. */
export function trackPointerPress(): void {
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', press, options);
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', release, options);
}

/**
 * Settles once no pointer is pressed (at once if none is, at the latest after a second). A tap's
 * own effect, the menu opening or a link followed, comes on the release: the site's start-up, one
 * long task after another on a phone, waits until then so that it does not hold the tap's frame.
 */
export function pointerReleased(): Promise<void> {
  if (!pressed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      released = released.filter((waiting) => waiting !== done);
      resolve();
    }, LONGEST_PRESS_MS);
    released.push(done);
  });
}
