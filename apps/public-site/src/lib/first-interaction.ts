/**
 * The visitor's first sign of using the page: the mouse moved over it, a touch, a click, a key, the
 * wheel, focus moved, a field changed. Until then a visitor can only look, so the site's code can
 * wait for it to start (`start.ts`), and parts of a page that only react to use to hydrate
 * (`HydrateOnInteraction`). A mouse moves towards what it will click well before the click: the
 * site is alive by the time it lands.
 */
const INTERACTIONS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'mousedown',
  'keydown',
  'wheel',
  'focusin',
  'click',
  'input',
  'change',
] as const;

let interacted = false;
let listening = false;
let markInteracted: () => void = () => {};
const firstInteraction = new Promise<void>((resolve) => (markInteracted = resolve));

/** Whether the visitor has used the page since it started listening (or `noteInteraction`). */
export function visitorHasInteracted(): boolean {
  return interacted;
}

/** Records the visitor's first interaction: what waited for it comes alive. */
export function noteInteraction(): void {
  if (interacted) return;
  interacted = true;
  for (const type of INTERACTIONS) document.removeEventListener(type, onEvent, true);
  markInteracted();
}

/**
 * A pointer that has not moved is no sign of use: the browser sends such a move when the page lays
 * out under a cursor resting over the window (left there while the page loads). The visitor's
 * first real move comes a few milliseconds later.
 */
function onEvent(event: Event): void {
  if (event.type === 'pointermove') {
    const { movementX, movementY } = event as PointerEvent;
    if (!movementX && !movementY) return;
  }
  noteInteraction();
}

/**
 * Settles on the visitor's first interaction. The listeners are on the document, in the capture
 * phase: they hear an event before React does (it listens on the page's root), so a part waiting
 * for it is awake by the time React looks for the event's handler.
 */
export function whenVisitorInteracts(): Promise<void> {
  if (!listening && !interacted && typeof document !== 'undefined') {
    listening = true;
    for (const type of INTERACTIONS)
      document.addEventListener(type, onEvent, { capture: true, passive: true });
  }
  return firstInteraction;
}
