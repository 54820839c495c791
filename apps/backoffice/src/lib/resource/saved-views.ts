import type { components } from '@cabinet/api-client/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../api';
import type { ColumnVisibility } from './column-preferences';
import type { ResourceToggle } from './define-resource';
import type { ListState } from './list-state';
import type { ModelName } from './model-paths';

export type SavedView = components['schemas']['SavedView'];
export type SavedViewState = components['schemas']['SavedViewState'];

/*
 * A list's views are stored by the API (`/saved_view/{model}`): the signed-in user's own, then
 * those shared with a role they hold. A view holds what the URL holds, less the page, and the
 * columns the user shows.
 */

export function savedViewsQueryOptions(model: ModelName) {
  return $api.queryOptions('get', '/saved_view/{model}', { params: { path: { model } } });
}

/** What a view stores of the list as it stands. */
export function viewStateOf(state: ListState, columns: ColumnVisibility): SavedViewState {
  return {
    search: state.search,
    // The filter bar offers only operators a view may hold; a hand-edited URL's other operator
    // is refused by the API, which the save then tells.
    filters: state.filters as SavedViewState['filters'],
    match: state.match,
    sort: state.sort,
    toggles: Object.fromEntries(Object.entries(state.toggles).filter(([, on]) => on)),
    archived: state.archived ?? false,
    columns,
  };
}

/** The list's state a view leads to, from its first page; toggles it does not name are off. */
export function listStateOfView(
  view: SavedViewState,
  toggles: readonly ResourceToggle[] = [],
): Partial<ListState> {
  return {
    page: 1,
    search: view.search,
    filters: view.filters,
    match: view.match,
    sort: view.sort,
    toggles: Object.fromEntries(toggles.map(({ param }) => [param, view.toggles[param] ?? false])),
    archived: view.archived,
  };
}

/**
 * A view's state in a fixed form: key order and toggles left off do not tell views apart (the
 * database keeps an object's keys in an order of its own).
 */
function canonical(view: SavedViewState) {
  return JSON.stringify([
    view.search,
    view.filters.map(({ field, operator, value }) => [field, operator, value]),
    view.match,
    [view.sort.field, view.sort.direction],
    Object.keys(view.toggles)
      .filter((param) => view.toggles[param])
      .sort(),
    view.archived,
  ]);
}

/**
 * Whether the list shows exactly what the view holds (its chip is then marked as applied). Columns
 * the view does not name are whatever the user shows, as applying it leaves them.
 */
export function showsView(state: ListState, columns: ColumnVisibility, view: SavedViewState) {
  return (
    Object.entries(view.columns).every(([field, shown]) => (columns[field] ?? true) === shown) &&
    canonical(viewStateOf(state, columns)) === canonical(view)
  );
}

export interface SavedViewInput {
  name?: string;
  state?: SavedViewState;
  shared_role_id?: number | null;
}

/** Creates, changes and deletes a list's views; each reads the list's views again. */
export function useSavedViewMutations(model: ModelName) {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: savedViewsQueryOptions(model).queryKey });
  const create = useMutation({
    mutationFn: async (body: Required<Pick<SavedViewInput, 'name' | 'state'>> & SavedViewInput) => {
      const { data } = await apiClient.POST('/saved_view/{model}', {
        params: { path: { model } },
        body,
      });
      return data!;
    },
    onSuccess,
  });
  const update = useMutation({
    mutationFn: async ({ id, ...body }: SavedViewInput & { id: number }) => {
      const { data } = await apiClient.PUT('/saved_view/{model}/{id}', {
        params: { path: { model, id } },
        body,
      });
      return data!;
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: async (id: number) => {
      await apiClient.DELETE('/saved_view/{model}/{id}', { params: { path: { model, id } } });
    },
    onSuccess,
  });
  return { create, update, remove };
}
