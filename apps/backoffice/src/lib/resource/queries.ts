import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { $api } from '../api';
import type { ResourceConfig } from './define-resource';
import { pageQuery, toSearchBody, type ListState } from './list-state';
import type { ModelName, ModelRecord, SearchBody } from './model-paths';

/** One page of a model's records and how many match in all. */
export interface ListPage<R> {
  data: R[];
  total: number;
}

/*
 * The generic routes share one request shape for every model, so each call is built by
 * `$api.queryOptions` through one representative path (`/user/...`) and its answer re-typed to the
 * model's own record: the cast is made here once, never in the screens. The query key stays
 * `[method, path, init]`, so invalidating by operation path reaches it.
 */

/** Query options of one page of a search (`POST /{model}/search`). */
export function listQueryOptions<M extends ModelName>(
  model: M,
  body: SearchBody,
  page: { skip: number; limit: number },
) {
  const options = $api.queryOptions('post', `/${model}/search` as '/user/search', {
    params: { query: page },
    body,
  });
  return queryOptions<ListPage<ModelRecord<M>>>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as unknown as () => Promise<ListPage<ModelRecord<M>>>,
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/**
 * Query options of the page a list's state shows. The list's own query and the request it sends
 * ahead at a change both come from here, so their keys are the same and the list joins the request.
 */
export function listStateQueryOptions<M extends ModelName>(
  resource: ResourceConfig<M>,
  state: ListState,
) {
  return listQueryOptions(resource.model, toSearchBody(state, resource), pageQuery(state));
}

/** Query options of one record (`GET /{model}/{id}`). */
export function recordQueryOptions<M extends ModelName>(model: M, id: number) {
  const options = $api.queryOptions('get', `/${model}/{id}` as '/user/{id}', {
    params: { path: { id } },
  });
  return queryOptions<ModelRecord<M>>({
    queryKey: options.queryKey,
    queryFn: options.queryFn as unknown as () => Promise<ModelRecord<M>>,
  });
}

/** Query options of what deleting these records would also delete or empty. */
export function deleteCheckQueryOptions(model: ModelName, ids: readonly number[]) {
  return $api.queryOptions('get', '/util/delete_check/{model}/{ids}', {
    params: { path: { model, ids: ids.join(',') } },
  });
}
