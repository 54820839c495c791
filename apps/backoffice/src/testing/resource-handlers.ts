import type { paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl, corsHeaders } from './handlers';
import { apiUser } from './users';

type Json<P extends keyof paths, M extends 'get' | 'post' | 'put' | 'delete'> =
  paths[P] extends Record<M, { responses: { 200: { content: { 'application/json': infer B } } } }>
    ? B
    : never;

type SearchRequest = paths['/user/search']['post']['requestBody']['content']['application/json'];
export type UserRecord = Json<'/user/search', 'post'>['data'][number];
export type RoleRecord = Json<'/role/search', 'post'>['data'][number];
export type AttachmentRecord = Json<'/attachment/search', 'post'>['data'][number];
type DeleteCheck = Json<'/util/delete_check/{model}/{ids}', 'get'>;
type ExportRequest = paths['/user/export']['post']['requestBody']['content']['application/json'];
type ImportAnswer = Json<'/user/import', 'post'>;

const STAMP = '2026-01-05T09:00:00.000Z';

/** The fields every model's record has, as a record made on `stamp` answers them. */
export function baseRecord(id: number, stamp = STAMP) {
  return {
    id,
    string_id: null,
    active: true,
    system: false,
    is_technical: false,
    created_at: stamp,
    updated_at: stamp,
  };
}

/** A user record as the API's search and GET answer it: `apiUser`'s fields for another user. */
export function userRecord(id: number, overrides: Partial<UserRecord> = {}): UserRecord {
  const { permissions: _ownPermissions, ...fields } = apiUser();
  const userRole = { id: 3, name: 'User', string_id: 'user_role' };
  return {
    ...fields,
    id,
    system: false,
    is_technical: false,
    created_at: STAMP,
    updated_at: STAMP,
    owner_id: id,
    username: `user${id}`,
    email: `user${id}@example.ch`,
    name: `User ${id}`,
    first_name: null,
    last_name: null,
    roles: [userRole],
    all_roles: [userRole],
    ...overrides,
  };
}

/** One of the signed-in user's uploads, as the attachment search and GET answer it. */
export function attachmentRecord(
  id: number,
  overrides: Partial<AttachmentRecord> = {},
): AttachmentRecord {
  return {
    ...baseRecord(id),
    owner_id: 1,
    organization_id: 1,
    name: `${String(id).padStart(32, '0')}.pdf`,
    original_name: `file-${id}.pdf`,
    content_type: 'application/pdf',
    size: 2048,
    public: false,
    ...overrides,
  };
}

/** A role record. */
export function roleRecord(id: number, overrides: Partial<RoleRecord> = {}): RoleRecord {
  return {
    ...baseRecord(id),
    name: `Role ${id}`,
    description: null,
    permissions: [],
    organization_id: 1,
    implied_roles: [],
    ...overrides,
  };
}

/** What the tests' API received: each search body and query, in order. */
export interface Received {
  searches: { body: SearchRequest; skip: number; limit: number }[];
  exports: ExportRequest[];
  /** The query of each export (`dialect`, `archived`). */
  exportQueries: string[];
  /** Each import's query (`?dry_run=true` for a dry run), without its progress id. */
  imports: string[];
  /** Each import's `progress_id`, by which the dialog follows it. */
  progressIds: string[];
  /** `archive` or `restore` calls, by path (`7/archive`); bulk ones as `bulk_archive 2,3`. */
  archives: string[];
  deleted: { path: string; body: unknown; force: string | null }[];
  saved: { method: string; body: unknown }[];
  /** The role pickers' searches. */
  roleSearches: { body: SearchRequest; skip: number; limit: number }[];
}

type ImportProgressState = Json<'/util/import_progress/{id}', 'get'>;

/** The API's word on a running import, the same whichever import the dialog asks about. */
export function importProgressHandler(
  state: ImportProgressState = { phase: 'reading', rows_done: 0, rows_total: null },
) {
  return http.get(apiUrl('/util/import_progress/{id}').replace('{id}', ':id'), () =>
    HttpResponse.json(state),
  );
}

/**
 * A mocked user API over a list of users: search pages and counts them (ignoring filters: the
 * tests read what was asked), GET finds one, export answers a CSV, deletes and saves are recorded.
 */
export function userApi(
  users: UserRecord[],
  deleteCheck: DeleteCheck = { to_delete: {}, to_set_null: {} },
  dryRun: ImportAnswer = { created: 0, updated: 0, errors: [], error_count: 0 },
) {
  const received: Received = {
    searches: [],
    exports: [],
    exportQueries: [],
    imports: [],
    progressIds: [],
    archives: [],
    deleted: [],
    saved: [],
    roleSearches: [],
  };
  const roles = [
    roleRecord(2, { name: 'Admin', string_id: 'admin_role' }),
    roleRecord(3, { name: 'User', string_id: 'user_role' }),
    roleRecord(4, { name: 'Practitioner', string_id: 'practitioner_role' }),
  ];
  const handlers = [
    http.post<never, SearchRequest, Json<'/user/search', 'post'>>(
      apiUrl('/user/search'),
      async ({ request }) => {
        const url = new URL(request.url);
        const skip = Number(url.searchParams.get('skip'));
        const limit = Number(url.searchParams.get('limit'));
        const body = await request.json();
        received.searches.push({ body, skip, limit });
        return HttpResponse.json({ data: users.slice(skip, skip + limit), total: users.length });
      },
    ),
    http.get<{ id: string }, never, Json<'/user/{id}', 'get'> | { detail: string }>(
      apiUrl('/user/{id}').replace('{id}', ':id'),
      ({ params }) => {
        const found = users.find((u) => u.id === Number(params.id));
        return found
          ? HttpResponse.json(found)
          : HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      },
    ),
    http.post<never, ExportRequest>(apiUrl('/user/export'), async ({ request }) => {
      received.exports.push(await request.json());
      received.exportQueries.push(new URL(request.url).search);
      return new HttpResponse('id,username\r\n', { headers: { 'Content-Type': 'text/csv' } });
    }),
    http.get<never, never, DeleteCheck>(
      apiUrl('/util/delete_check/{model}/{ids}').replace('{model}/{ids}', 'user/:ids'),
      () => HttpResponse.json(deleteCheck),
    ),
    http.delete(apiUrl('/user/{id}').replace('{id}', ':id'), ({ request }) => {
      received.deleted.push({
        path: new URL(request.url).pathname,
        body: null,
        force: new URL(request.url).searchParams.get('force'),
      });
      return HttpResponse.json({ deleted: 1 });
    }),
    http.post(apiUrl('/user/bulk_delete'), async ({ request }) => {
      received.deleted.push({
        path: new URL(request.url).pathname,
        body: await request.json(),
        force: new URL(request.url).searchParams.get('force'),
      });
      return HttpResponse.json({ deleted: 2 });
    }),
    http.post(apiUrl('/user'), async ({ request }) => {
      const body = (await request.json()) as Partial<UserRecord>;
      received.saved.push({ method: 'POST', body });
      return HttpResponse.json(userRecord(99, body));
    }),
    http.put<{ id: string }>(
      apiUrl('/user/{id}').replace('{id}', ':id'),
      async ({ request, params }) => {
        const body = (await request.json()) as Partial<UserRecord>;
        received.saved.push({ method: 'PUT', body });
        return HttpResponse.json(userRecord(Number(params.id), body));
      },
    ),
    importProgressHandler(),
    http.post<never, never, ImportAnswer>(apiUrl('/user/import'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      received.progressIds.push(params.get('progress_id') ?? '');
      params.delete('progress_id');
      const query = params.size ? `?${params.toString()}` : '';
      received.imports.push(query);
      // An upload (XMLHttpRequest): jsdom reads its answer only with the API's CORS headers.
      return HttpResponse.json(
        query === '?dry_run=true' ? dryRun : { created: dryRun.created, updated: dryRun.updated },
        { headers: corsHeaders(request) },
      );
    }),
    ...(['archive', 'restore'] as const).map((verb) =>
      http.post<{ id: string }, never, Json<'/user/{id}/archive', 'post'>>(
        apiUrl(`/user/{id}/${verb}`).replace('{id}', ':id'),
        ({ params }) => {
          received.archives.push(`${params.id}/${verb}`);
          const found = users.find((u) => u.id === Number(params.id))!;
          return HttpResponse.json({ ...found, active: verb === 'restore' });
        },
      ),
    ),
    ...(['archive', 'restore'] as const).map((verb) =>
      http.post<never, { ids: number[] }>(apiUrl(`/user/bulk_${verb}`), async ({ request }) => {
        const { ids } = await request.json();
        received.archives.push(`bulk_${verb} ${ids.join(',')}`);
        return HttpResponse.json({ [verb === 'archive' ? 'archived' : 'restored']: ids.length });
      }),
    ),
    // Like the API: the roles of an `in` list of ids, or whose name contains the typed text.
    http.post<never, SearchRequest, Json<'/role/search', 'post'>>(
      apiUrl('/role/search'),
      async ({ request }) => {
        const body = await request.json();
        const limit = Number(new URL(request.url).searchParams.get('limit'));
        received.roleSearches.push({ body, skip: 0, limit });
        const ids = body.search?.AND?.find((c) => c.operator === 'in')?.value as
          number[] | undefined;
        const typed = body.search?.OR?.[0]?.value as string | undefined;
        const found = roles.filter(
          (role) =>
            (!ids || ids.includes(role.id)) &&
            (!typed || role.name.toLowerCase().includes(typed.toLowerCase())),
        );
        return HttpResponse.json({ data: found.slice(0, limit), total: found.length });
      },
    ),
  ];
  return { handlers, received };
}
