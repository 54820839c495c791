type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Fields a visitor cannot change, or whose value is not theirs to type. */
const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** The browser's own `value` setter, beneath the one React puts on each field it controls. */
function setValueUnseenByReact(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
}

/**
 * React learns of a change when a field's value differs from the last one it saw set, and it saw
 * none of the visitor's: set the HTML's value through React's setter, the typed one beneath it,
 * and send the input event a keystroke would have sent.
 */
function replayTyping(field: TextField, typed: string): void {
  field.value = field.defaultValue;
  setValueUnseenByReact(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A box ticked or cleared, or a radio chosen: undone through React's setter, then clicked. */
function replayTick(box: HTMLInputElement, checked: boolean): void {
  box.checked = !checked;
  box.click();
}

/** A choice in a list: React reads a select's change event without comparing values. */
function replayChoice(select: HTMLSelectElement, chosen: string): void {
  select.value = chosen;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The replay of one field the visitor changed, or null when it is as the HTML made it. */
function changeOf(field: Element): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const initial = Array.from(field.options).find((option) => option.defaultSelected);
    const chosen = field.value;
    if (field.disabled || field.multiple || !initial || chosen === initial.value) return null;
    return () => replayChoice(field, chosen);
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  if (field.disabled || field.readOnly || NOT_TYPED.has(field.type)) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked } = field;
    // The chosen radio carries the change of its group; clicking the one it replaced would undo it.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null;
    return () => replayTick(field, checked);
  }
  const typed = field.value;
  return typed === field.defaultValue ? null : () => replayTyping(field, typed);
}

/**
 * Whether React has hydrated the field: it marks each DOM node it owns with a `__reactFiber$…`
 * key. A field still in a part React hydrates later would take the replayed event as its starting
 * value, and the change would be lost.
 */
function hydratedByReact(field: Element): boolean {
  return Object.keys(field).some((key) => key.startsWith('__reactFiber$'));
}

/** How long to wait for the parts of the page React hydrates after the rest. */
const RETRY_MS = 50;
const GIVE_UP_AFTER_MS = 10_000;

/**
 * Hands React what a visitor typed, ticked or chose in the prerendered HTML before it was
 * hydrated. React keeps such a field's value on screen but not in its state (which still holds the
 * value the HTML was made with) and replays none of these events, so a form would send empty fields
 * and a language chosen early would never switch. Called once hydration is over: each field that
 * differs from its HTML then fires its change handler as if the visitor had just made the change.
 * Every change is read first: the render after one replay puts React's values back in the others.
 * A field React has not hydrated yet is left for a later try.
 */
export function applyInputMadeBeforeHydration(root: HTMLElement, waitedMs = 0): void {
  const fields = Array.from(root.querySelectorAll('input, textarea, select'));
  const changes = fields.map((field) => ({ field, replay: changeOf(field) }));
  const pending = changes.filter(({ field, replay }) => replay && !hydratedByReact(field));
  if (pending.length > 0 && waitedMs < GIVE_UP_AFTER_MS) {
    setTimeout(() => applyInputMadeBeforeHydration(root, waitedMs + RETRY_MS), RETRY_MS);
    return;
  }
  for (const { replay } of changes) replay?.();
}
