/** `{{name}}`, spaces inside the braces allowed, as the API reads them. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a text names, each once, in the order they appear. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** The placeholders a text names that are not among `known`. */
export function unknownPlaceholders(text: string, known: readonly string[]): string[] {
  return placeholdersIn(text).filter((name) => !known.includes(name));
}

/** How a placeholder is written in a template. */
export const written = (name: string) => `{{${name}}}`;
