import { $api, apiClient } from '../api';
import type { ModelName } from './model-paths';

/** Which columns a user has hidden or shown, by column field. */
export type ColumnVisibility = Record<string, boolean>;

/*
 * Stored by the API with the signed-in user (`/preference/columns/{model}`), so the choice follows
 * them to any browser and another user on the same browser keeps their own.
 */

/** Query options of the signed-in user's column choice for a model's list. */
export function columnPreferencesQueryOptions(model: ModelName) {
  return $api.queryOptions('get', '/preference/columns/{model}', {
    params: { path: { model } },
  });
}

/** Replaces the signed-in user's column choice for a model's list; answers what was stored. */
export async function saveColumnPreferences(
  model: ModelName,
  columns: ColumnVisibility,
): Promise<ColumnVisibility> {
  const { data } = await apiClient.PUT('/preference/columns/{model}', {
    params: { path: { model } },
    body: { columns },
  });
  return data?.columns ?? columns;
}
