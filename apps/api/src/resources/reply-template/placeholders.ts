import { BadRequestError } from '../../errors.ts';
import { REPLY_PLACEHOLDERS } from './reply-kinds.ts';

/** `{{name}}`, spaces inside the braces allowed, as the mails' texts write them. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, each once, in the order they appear. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/**
 * Refuses a template naming a placeholder no reply fills: sent as it is, the visitor would read
 * `{{…}}` in their mail. The 400 names the culprit and the placeholders that exist.
 */
export function assertKnownPlaceholders(field: 'subject' | 'body', text: string): void {
  const known: readonly string[] = REPLY_PLACEHOLDERS;
  const unknown = placeholdersIn(text).filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  const named = unknown.map((name) => `{{${name}}}`).join(', ');
  const offered = REPLY_PLACEHOLDERS.map((name) => `{{${name}}}`).join(', ');
  throw new BadRequestError(
    `${field}: unknown placeholder${unknown.length > 1 ? 's' : ''} ${named}. The placeholders are ${offered}.`,
  );
}

/**
 * Fills the placeholders that have a value; those without one stay as written, so the person
 * drafting sees what is still to be filled in (a reply still holding one is not sent).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}

/** Refuses to send a text that still holds a placeholder: the visitor would read it as it is. */
export function assertFilled(field: 'subject' | 'body', text: string): void {
  const left = placeholdersIn(text);
  if (left.length === 0) return;
  throw new BadRequestError(
    `${field}: replace ${left.map((name) => `{{${name}}}`).join(', ')} before sending.`,
  );
}
