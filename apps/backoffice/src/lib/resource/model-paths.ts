import type { paths } from '@cabinet/api-client/schema';

/** A model served by the API's generic routes: every `{model}` with a `POST /{model}/search`. */
export type ModelName = {
  [P in keyof paths]: P extends `/${infer M}/search` ? M : never;
}[keyof paths];

type SearchAnswer<M extends ModelName> =
  paths[`/${M}/search`]['post']['responses'][200]['content']['application/json'];

/** One record of a model, as its search and its GET answer it. */
export type ModelRecord<M extends ModelName> = SearchAnswer<M>['data'][number];

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
