import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient } from '../api';
import {
  modelPaths,
  type CreateInput,
  type ModelName,
  type ModelRecord,
  type UpdateInput,
} from './model-paths';

/** The fields a form sends: the contract's create body for a new record, its update body else. */
export type RecordInput<M extends ModelName> = CreateInput<M> | UpdateInput<M>;

/**
 * After a change, every cached search and record of the model is stale. Query keys start with the
 * method and the operation path (openapi-react-query), so invalidating by path reaches them all.
 */
export function invalidateModel(queryClient: QueryClient, model: ModelName) {
  const paths = modelPaths(model);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['post', paths.search] }),
    queryClient.invalidateQueries({ queryKey: ['get', paths.one] }),
  ]);
}

// The generic routes are typed through one representative path; see queries.ts.
const post = (model: ModelName) => `/${model}` as '/user';
const one = (model: ModelName) => `/${model}/{id}` as '/user/{id}';
const bulk = (model: ModelName) => `/${model}/bulk_delete` as '/user/bulk_delete';

/** Creates (no id) or updates a record, then refreshes the model's lists and records. */
export function useSaveRecord<M extends ModelName>(model: M) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id?: number; values: RecordInput<M> }) => {
      // The representative path's types stand for every model's: the values were typed for M.
      const { data } =
        id === undefined
          ? await apiClient.POST(post(model), { body: values as CreateInput<'user'> })
          : await apiClient.PUT(one(model), {
              params: { path: { id } },
              body: values as UpdateInput<'user'>,
            });
      return data as unknown as ModelRecord<M>;
    },
    onSuccess: () => invalidateModel(queryClient, model),
  });
}

/**
 * Deletes records: one with `DELETE /{model}/{id}`, several with one `bulk_delete` call. `force` is
 * sent only once the user has confirmed the cascade the delete check announced; without it the API
 * refuses records that gained dependants in between, rather than deleting more than was shown.
 */
export function useDeleteRecords(model: ModelName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, force }: { ids: readonly number[]; force: boolean }) => {
      if (ids.length === 0) return { deleted: 0 };
      if (ids.length === 1) {
        const { data } = await apiClient.DELETE(one(model), {
          params: { path: { id: ids[0]! }, query: { force } },
        });
        return data!;
      }
      const { data } = await apiClient.POST(bulk(model), {
        params: { query: { force } },
        body: { OR: ids.map((id) => ({ field: 'id', operator: '=', value: id })) },
      });
      return data!;
    },
    onSuccess: () => invalidateModel(queryClient, model),
  });
}

/** Archives (hidden from lists until restored) or restores one record, then refreshes the model. */
export function useArchiveRecord(model: ModelName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, archived }: { id: number; archived: boolean }) => {
      const options = { params: { path: { id } } };
      const { data } = archived
        ? await apiClient.POST(`/${model}/{id}/archive` as '/user/{id}/archive', options)
        : await apiClient.POST(`/${model}/{id}/restore` as '/user/{id}/restore', options);
      return data!;
    },
    onSuccess: () => invalidateModel(queryClient, model),
  });
}

/**
 * Archives or restores the selected records in one call (`bulk_archive` / `bulk_restore`), which the
 * API applies all or none; then refreshes the model. An empty selection sends nothing.
 */
export function useBulkArchive(model: ModelName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, archived }: { ids: readonly number[]; archived: boolean }) => {
      if (ids.length === 0) return 0;
      const options = { body: { ids: [...ids] } };
      if (archived) {
        const { data } = await apiClient.POST(
          `/${model}/bulk_archive` as '/user/bulk_archive',
          options,
        );
        return data!.archived;
      }
      const { data } = await apiClient.POST(
        `/${model}/bulk_restore` as '/user/bulk_restore',
        options,
      );
      return data!.restored;
    },
    onSuccess: () => invalidateModel(queryClient, model),
  });
}
