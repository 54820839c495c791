/** The browser's own `value` setter, beneath the one React puts on each field it controls. */
function setUnseenByReact(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
}

/** How to hand one field's change to React: null when it is as the server's HTML made it. */
function changeOf(field: Element): (() => void) | null {
  if (field instanceof HTMLSelectElement) {
    const chosen = field.value;
    if ([...field.options].every((option) => option.selected === option.defaultSelected))
      return null;
    // React reads a list's choice from its change event, whatever it saw before: chosen again, so
    // the list shows it whatever React has rendered meanwhile, then announced.
    return () => {
      field.value = chosen;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return null;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked } = field;
    // A chosen radio carries its group's change; clicking the one it replaced would undo it.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return null;
    // Undone through React's setter, then clicked: React sees the click it would have seen.
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  const typed = field.value;
  if (typed === field.defaultValue) return null;
  // React learns of a change when the value differs from the last one it saw set: the HTML's
  // value through its setter, the typed one beneath it, then the event a keystroke sends.
  return () => {
    field.value = field.defaultValue;
    setUnseenByReact(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/**
 * What the visitor typed, ticked or chose in an island before its code ran: read just before React takes
 * the island over (React keeps the text on screen but not in its state), and answered as one
 * function that hands it to React once the island is hydrated.
 */
export function readEarlyInput(element: HTMLElement): () => void {
  const changes = [...element.querySelectorAll('input, textarea, select')].map(changeOf);
  return () => changes.forEach((change) => change?.());
}
