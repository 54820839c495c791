import { hydratedByReact } from './hydrated-by-react';

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

/** Whether a field in `root` shows something other than the HTML made it show. */
export function hasInputMadeBeforeHydration(root: Element): boolean {
  return Array.from(root.querySelectorAll('input, textarea, select')).some(
    (field) => changeOf(field) !== null,
  );
}

/** How long to wait for the parts of the page React hydrates after the rest. */
const RETRY_MS = 50;
const GIVE_UP_AFTER_MS = 10_000;

/** The other radios of a radio's group, whose earlier choice the new one replaces. */
function sameGroup(radio: HTMLInputElement, field: Element): boolean {
  return (
    field !== radio &&
    field instanceof HTMLInputElement &&
    field.type === 'radio' &&
    field.name === radio.name &&
    field.form === radio.form
  );
}

export interface InputMadeBeforeHydration {
  /** Hands the recorded changes to React once the page is hydrated, then stops recording. */
  replayOnceHydrated(): void;
}

/**
 * Records what a visitor typed, ticked or chose in the prerendered HTML before it is hydrated, to
 * hand it to React once it is. React keeps such a field's value on screen but not in its state
 * (which still holds the value the HTML was made with) and replays none of these events, so a form
 * would send empty fields and a language chosen early would never switch.
 *
 * Call it just before `hydrateRoot`, while the fields still show only what the visitor did: from
 * the first render after hydration on, React writes its state into every controlled field it
 * renders again (a text field's outline reacting to the typed text is enough), so a reading taken
 * once hydration is over may already see the HTML's values and find nothing to replay. The
 * visitor's later changes are recorded as they happen, up to the replay, since React may miss those
 * made in a part it has not hydrated yet.
 */
export function recordInputMadeBeforeHydration(root: Element): InputMadeBeforeHydration {
  const changes = new Map<Element, () => void>();
  const record = (field: Element) => {
    if (field instanceof HTMLInputElement && field.type === 'radio' && field.checked) {
      for (const other of changes.keys()) if (sameGroup(field, other)) changes.delete(other);
    }
    const replay = changeOf(field);
    if (replay) changes.set(field, replay);
    else changes.delete(field);
  };
  root.querySelectorAll('input, textarea, select').forEach(record);
  // Only the visitor's own events: the replays below are synthetic and must not be recorded.
  const onVisitorChange = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element) record(event.target);
  };
  root.addEventListener('input', onVisitorChange, true);
  root.addEventListener('change', onVisitorChange, true);

  const replay = (waitedMs: number) => {
    // A field still in a part React hydrates later would take the replayed event as its starting
    // value, and the change would be lost: the replay waits for it.
    const pending = [...changes.keys()].filter((field) => !hydratedByReact(field));
    if (pending.length > 0 && waitedMs < GIVE_UP_AFTER_MS) {
      setTimeout(() => replay(waitedMs + RETRY_MS), RETRY_MS);
      return;
    }
    root.removeEventListener('input', onVisitorChange, true);
    root.removeEventListener('change', onVisitorChange, true);
    // In the page's order; each replay is read from the record, not from the field, whose value
    // React may have put back by now.
    const inOrder = Array.from(root.querySelectorAll('input, textarea, select'));
    for (const field of inOrder) changes.get(field)?.();
  };
  return { replayOnceHydrated: () => replay(0) };
}
