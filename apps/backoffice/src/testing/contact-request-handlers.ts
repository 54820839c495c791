import type { components, paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';
import { baseRecord } from './resource-handlers';

type ContactRequest = components['schemas']['ContactRequest'];
type AuditEvent = components['schemas']['AuditEvent'];
type ContactRequestRead = components['schemas']['ContactRequestRead'];
type SearchRequest = paths['/user/search']['post']['requestBody']['content']['application/json'];
type SearchAnswer<R> = { data: R[]; total: number };
type ErasureAnswer =
  paths['/contact_request/person/erase']['post']['responses'][200]['content']['application/json'];
type ErrorAnswer = { detail: string };

const pathOf = (template: '/contact_request/{id}') => apiUrl(template).replace('{id}', ':id');

/** A contact request as the API's GET answers it (a search masks its message). */
export function contactRequestRecord(
  id: number,
  overrides: Partial<ContactRequest> = {},
): ContactRequest {
  return {
    ...baseRecord(id, '2026-03-02T08:30:00.000Z'),
    organization_id: 1,
    name: 'Nora',
    surname: 'Baume',
    phone: '+41 32 555 00 00',
    email: 'nora@example.ch',
    message: 'Je ne dors plus depuis des semaines.',
    has_prescription: true,
    consent_at: '2026-03-02T08:30:00.000Z',
    status: 'new',
    purge_at: '2026-08-29T08:30:00.000Z',
    ...overrides,
  };
}

/** An audit event as the API answers it. */
export function auditEventRecord(id: number, overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    ...baseRecord(id, '2026-03-02T09:00:00.000Z'),
    updated_at: '2026-03-02T08:30:00.000Z',
    event: 'contact_request.opened',
    user_id: 1,
    username: null,
    ip: '203.0.113.7',
    detail: { model: 'contact_request', ids: '7', count: 1 },
    model: 'contact_request',
    record_id: 7,
    user_name: 'amartin',
    ...overrides,
  };
}

/** What the mocked API received, in order. */
export interface ContactRequestCalls {
  searches: SearchRequest[];
  opened: number[];
  statuses: unknown[];
  erased: unknown[];
  exported: unknown[];
  auditSearches: SearchRequest[];
}

/**
 * The contact-request routes over a list of requests: search and GET (each GET counted, as the API
 * audits it), PUT of a status, the read history, one person's export and erasure; and the audit
 * trail's search. `refuse` answers every contact-request call with the server's 403.
 */
export function contactRequestApi(
  requests: ContactRequest[],
  {
    reads = [],
    events = [],
    refuse = false,
  }: { reads?: ContactRequestRead[]; events?: AuditEvent[]; refuse?: boolean } = {},
) {
  const calls: ContactRequestCalls = {
    searches: [],
    opened: [],
    statuses: [],
    erased: [],
    exported: [],
    auditSearches: [],
  };
  const forbidden = () =>
    HttpResponse.json<ErrorAnswer>(
      { detail: 'You may not read contact_request records.' },
      { status: 403 },
    );
  const handlers = [
    http.post<never, SearchRequest, SearchAnswer<ContactRequest> | ErrorAnswer>(
      apiUrl('/contact_request/search'),
      async ({ request }) => {
        calls.searches.push(await request.json());
        if (refuse) return forbidden();
        // Like the API, a search answers each message masked: only an opening shows it.
        const listed = requests.map((r) => ({ ...r, message: r.message ? '••••••••' : null }));
        return HttpResponse.json({ data: listed, total: requests.length });
      },
    ),
    http.get<{ id: string }, never, ContactRequest | ErrorAnswer>(
      pathOf('/contact_request/{id}'),
      ({ params }) => {
        if (refuse) return forbidden();
        const found = requests.find((r) => r.id === Number(params.id));
        if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
        calls.opened.push(found.id);
        return HttpResponse.json(found);
      },
    ),
    http.put<{ id: string }, { status: ContactRequest['status'] }, ContactRequest>(
      pathOf('/contact_request/{id}'),
      async ({ request, params }) => {
        const body = await request.json();
        calls.statuses.push(body);
        const found = requests.find((r) => r.id === Number(params.id))!;
        return HttpResponse.json({ ...found, status: body.status });
      },
    ),
    http.get<{ id: string }, never, { data: ContactRequestRead[] }>(
      apiUrl('/contact_request/{id}/reads').replace('{id}', ':id'),
      () => HttpResponse.json({ data: reads }),
    ),
    http.post(apiUrl('/contact_request/person/export'), async ({ request }) => {
      calls.exported.push(await request.json());
      return HttpResponse.json({ email: 'nora@example.ch', exported_at: '', requests: [] });
    }),
    http.post<never, { email: string }, ErasureAnswer>(
      apiUrl('/contact_request/person/erase'),
      async ({ request }) => {
        const body = await request.json();
        calls.erased.push(body);
        return HttpResponse.json({
          erased: requests.filter((r) => r.email?.toLowerCase() === body.email.toLowerCase())
            .length,
        });
      },
    ),
    http.post<never, SearchRequest, SearchAnswer<AuditEvent>>(
      apiUrl('/audit_event/search'),
      async ({ request }) => {
        calls.auditSearches.push(await request.json());
        return HttpResponse.json({ data: events, total: events.length });
      },
    ),
  ];
  return { handlers, calls };
}
