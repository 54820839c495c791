import type { components, paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';
import { roleRecord, type RoleRecord } from './resource-handlers';

type SearchRequest = paths['/role/search']['post']['requestBody']['content']['application/json'];
type Catalog =
  paths['/role/permission_catalog']['get']['responses'][200]['content']['application/json'];
type PreviewBody =
  paths['/role/permission_preview']['post']['requestBody']['content']['application/json'];
type Preview = components['schemas']['RolePermissionPreview'];
export type LostRight = Preview['caller_loses'][number];

/** The catalog as the API answers it, with the names of this product's resources. */
export const permissionCatalog: Catalog = {
  resources: ['user', 'role', 'contact_request', 'site_content', 'organization', 'saved_view'],
  actions: ['read', 'write', 'create', 'delete'],
  scopes: ['own', 'org', '*'],
};

/** What the tests' role API received: each save and each preview, in order. */
export interface RoleApiReceived {
  saved: { id: number; body: Record<string, unknown> }[];
  previews: PreviewBody[];
}

/**
 * A mocked role API over a few roles: GET and PUT one, the role pickers' search, the catalog, and
 * the preview, which follows `implied_roles` through the roles like the API does. What the caller
 * would lose is `callerLoses(body)`: nothing unless a test says so.
 */
export function roleApi(
  roles: RoleRecord[],
  callerLoses: (body: PreviewBody) => LostRight[] = () => [],
) {
  const received: RoleApiReceived = { saved: [], previews: [] };
  const byId = new Map(roles.map((role) => [role.id, role]));
  const reach = (start: number[], except: number | null) => {
    const seen = new Set<number>();
    const queue = [...start];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id) || id === except) continue;
      seen.add(id);
      queue.push(...(byId.get(id)?.implied_roles ?? []).map((role) => role.id));
    }
    return [...seen].flatMap((id) => {
      const role = byId.get(id);
      return role ? [{ id, name: role.name, permissions: role.permissions as string[] }] : [];
    });
  };
  const handlers = [
    http.get(apiUrl('/role/permission_catalog'), () => HttpResponse.json(permissionCatalog)),
    http.post<never, PreviewBody, Preview>(
      apiUrl('/role/permission_preview'),
      async ({ request }) => {
        const body = await request.json();
        received.previews.push(body);
        return HttpResponse.json({
          implied: reach(body.implied_roles, body.role_id),
          caller_loses: callerLoses(body),
        });
      },
    ),
    http.get<{ id: string }>(apiUrl('/role/{id}').replace('{id}', ':id'), ({ params }) => {
      const found = byId.get(Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found' }, { status: 404 });
    }),
    http.put<{ id: string }, Record<string, unknown>>(
      apiUrl('/role/{id}').replace('{id}', ':id'),
      async ({ params, request }) => {
        const id = Number(params.id);
        const body = await request.json();
        received.saved.push({ id, body });
        const permissions =
          typeof body.permissions === 'string'
            ? (JSON.parse(body.permissions) as string[])
            : byId.get(id)!.permissions;
        return HttpResponse.json({ ...byId.get(id)!, permissions });
      },
    ),
    // Like the API: the roles of an `in` list of ids, or whose name contains the typed text.
    http.post<never, SearchRequest>(apiUrl('/role/search'), async ({ request }) => {
      const body = await request.json();
      const ids = body.search?.AND?.find((c) => c.operator === 'in')?.value as number[] | undefined;
      const typed = body.search?.OR?.[0]?.value as string | undefined;
      const found = roles.filter(
        (role) =>
          (!ids || ids.includes(role.id)) &&
          (!typed || role.name.toLowerCase().includes(typed.toLowerCase())),
      );
      return HttpResponse.json({ data: found, total: found.length });
    }),
  ];
  return { handlers, received };
}

/** The seeded chain User (3) ⇒ Public (5), and a role of the practice's own (7) to edit. */
export function practiceRoles(own: Partial<RoleRecord> = {}): RoleRecord[] {
  return [
    roleRecord(3, {
      name: 'User',
      string_id: 'user_role',
      system: true,
      permissions: ['user:read:own', 'user:write:own'],
      implied_roles: [{ id: 5, name: 'Public' }],
    }),
    roleRecord(5, {
      name: 'Public',
      string_id: 'public_role',
      system: true,
      permissions: ['site_content:read:*'],
    }),
    roleRecord(7, {
      name: 'Reception',
      permissions: ['contact_request:read:own'],
      ...own,
    }),
  ];
}
