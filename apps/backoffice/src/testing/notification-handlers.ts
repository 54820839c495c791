import type { components, paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { env } from '../config/env';

type Notification = components['schemas']['Notification'];
type SearchBody = NonNullable<
  paths['/notification/search']['post']['requestBody']
>['content']['application/json'];
type SearchAnswer =
  paths['/notification/search']['post']['responses'][200]['content']['application/json'];
type DeleteAnswer =
  paths['/notification/{id}']['delete']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

/** A notification as the API answers it, with `overrides` applied. */
export function apiNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    string_id: null,
    active: true,
    system: false,
    is_technical: false,
    created_at: '2026-11-23T09:00:00.000Z',
    updated_at: '2026-11-23T09:00:00.000Z',
    owner_id: 1,
    organization_id: 1,
    title: 'New contact request',
    kind: null,
    content: null,
    link: null,
    read: false,
    ...overrides,
  };
}

/**
 * The notification calls of the mocked API over one list: search (the `read` filter, newest first,
 * skip/limit, total), PUT (marks read) and DELETE. Each request is handed to `onRequest`.
 */
export function notificationHandlers(
  initial: Notification[] = [],
  onRequest?: (method: string, url: URL, body: unknown) => void,
) {
  let rows = initial.map((row) => ({ ...row }));
  return [
    http.post<never, SearchBody, SearchAnswer>(
      `${env.apiUrl}/notification/search`,
      async ({ request }) => {
        const url = new URL(request.url);
        const body = await request.json();
        onRequest?.('POST', url, body);
        const readFilter = body.search?.AND?.find((criterion) => criterion.field === 'read');
        const matching = rows
          .filter((row) => readFilter === undefined || row.read === readFilter.value)
          .sort((a, b) => b.created_at.localeCompare(a.created_at));
        const skip = Number(url.searchParams.get('skip') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 20);
        return HttpResponse.json({
          data: matching.slice(skip, skip + limit),
          total: matching.length,
        });
      },
    ),
    http.put<{ id: string }, Partial<Notification>, Notification | ErrorBody>(
      `${env.apiUrl}/notification/:id`,
      async ({ params, request }) => {
        const body = await request.json();
        onRequest?.('PUT', new URL(request.url), body);
        const row = rows.find((candidate) => candidate.id === Number(params.id));
        if (!row) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
        Object.assign(row, body);
        return HttpResponse.json(row);
      },
    ),
    http.delete<{ id: string }, never, DeleteAnswer>(
      `${env.apiUrl}/notification/:id`,
      ({ params, request }) => {
        onRequest?.('DELETE', new URL(request.url), null);
        rows = rows.filter((row) => row.id !== Number(params.id));
        return HttpResponse.json({ deleted: 1 });
      },
    ),
  ];
}
