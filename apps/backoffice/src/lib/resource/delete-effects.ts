/** The answer of `GET /util/delete_check/{model}/{ids}`: model name → descriptions of records. */
export interface DeleteEffects {
  to_delete: Record<string, string[]>;
  to_set_null: Record<string, string[]>;
}

/** Whether deleting would reach other records (a cascade the user must see before confirming). */
export function hasCascade(effects: DeleteEffects | undefined): boolean {
  if (!effects) return false;
  return Object.keys(effects.to_delete).length + Object.keys(effects.to_set_null).length > 0;
}
