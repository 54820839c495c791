import type { ModelDefinition } from './definition.ts';

/**
 * What a search answers in place of a list-hidden value: a fixed mask, so a list shows that there
 * is text without its length or a word of it. An empty value stays empty.
 */
export const LIST_MASK = '••••••••';

/** The columns lists, exports, filters and sorts may not show or use: secrets and list-hidden ones. */
export function unlistedColumns(model: ModelDefinition): readonly string[] {
  return model.listHidden?.length ? [...model.secret, ...model.listHidden] : model.secret;
}

/** A record as a list shows it: each list-hidden value masked. */
export function maskListHidden(
  model: ModelDefinition,
  record: Record<string, unknown>,
): Record<string, unknown> {
  if (!model.listHidden?.length) return record;
  const masked = { ...record };
  for (const name of model.listHidden) {
    const value = masked[name];
    masked[name] = value === null || value === undefined || value === '' ? value : LIST_MASK;
  }
  return masked;
}
