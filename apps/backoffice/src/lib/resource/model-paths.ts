import type { paths } from '@cabinet/api-client/schema';

/** A model served by the API's generic routes: every `{model}` with a `POST /{model}/search`. */
export type ModelName = {
  [P in keyof paths]: P extends `/${infer M}/search` ? M : never;
}[keyof paths];

type SearchAnswer<M extends ModelName> =
  paths[`/${M}/search`]['post']['responses'][200]['content']['application/json'];

/** One record of a model, as its search and its GET answer it. */
export type ModelRecord<M extends ModelName> = SearchAnswer<M>['data'][number];

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;

/** The body of `POST /{model}`: the contract's typed create body (never for read-only models). */
export type CreateInput<M extends ModelName> = `/${M}` extends keyof paths
  ? JsonBody<paths[`/${M}`]['post']>
  : never;

/** The body of `PUT /{model}/{id}`: any of the model's writable fields. */
export type UpdateInput<M extends ModelName> = JsonBody<paths[`/${M}/{id}`]['put']>;

/** The body of every `/{model}/search` and `/{model}/export` (one shape for all models). */
export type SearchBody =
  paths['/user/search']['post']['requestBody']['content']['application/json'];

/** One filter criterion of a search: a field, an operator and a value. */
export type Criterion = NonNullable<NonNullable<SearchBody['search']>['AND']>[number];

/** The operations of the generic routes, by path, for invalidating what a change made stale. */
export const modelPaths = (model: ModelName) =>
  ({
    search: `/${model}/search`,
    one: `/${model}/{id}`,
    create: `/${model}`,
    export: `/${model}/export`,
    import: `/${model}/import`,
    bulkDelete: `/${model}/bulk_delete`,
  }) as const;
