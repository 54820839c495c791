/** Which columns a user has hidden or shown, by column field. */
export type ColumnVisibility = Record<string, boolean>;

/*
 * Kept in this browser's localStorage, keyed by user and model, until the API stores preferences
 * per user: another user on the same browser keeps their own.
 */
const storageKey = (userId: number | undefined, model: string) =>
  `cabinet.columns.${userId ?? 'anonymous'}.${model}`;

export function readColumnVisibility(
  userId: number | undefined,
  model: string,
): ColumnVisibility | null {
  try {
    const text = window.localStorage.getItem(storageKey(userId, model));
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // Storage refused (private mode) or damaged: the defaults apply.
    return null;
  }
}

export function writeColumnVisibility(
  userId: number | undefined,
  model: string,
  visibility: ColumnVisibility,
) {
  try {
    window.localStorage.setItem(storageKey(userId, model), JSON.stringify(visibility));
  } catch {
    // Storage refused: the choice lasts until the page is left.
  }
}
