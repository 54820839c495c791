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
type Note = components['schemas']['ContactRequestNote'];
type FollowUp = { status?: ContactRequest['status']; practitioner_id?: number | null };

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
    service: 'couple-psychotherapy',
    therapy_language: 'de',
    free_periods: ['morning', 'evening'],
    free_days: ['tue'],
    consent_at: '2026-03-02T08:30:00.000Z',
    status: 'new',
    practitioner_id: null,
    practitioner: null,
    closed_at: null,
    purge_at: null,
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
  notesAdded: unknown[];
  erased: unknown[];
  exported: unknown[];
  auditSearches: SearchRequest[];
}

/**
 * The contact-request routes over a list of requests: search and GET (each GET counted, as the API
 * audits it), PUT of a status or practitioner (kept), the notes (added ones kept), the practitioners
 * offered, the read history, one person's export and erasure; and the audit
 * trail's search. `refuse` answers every contact-request call with the server's 403.
 */
export function contactRequestApi(
  requests: ContactRequest[],
  {
    reads = [],
    events = [],
    refuse = false,
    notes = [],
    practitioners = [],
  }: {
    reads?: ContactRequestRead[];
    events?: AuditEvent[];
    refuse?: boolean;
    notes?: Note[];
    practitioners?: { id: number; display_name: string }[];
  } = {},
) {
  const calls: ContactRequestCalls = {
    searches: [],
    opened: [],
    statuses: [],
    notesAdded: [],
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
    http.put<{ id: string }, FollowUp, ContactRequest>(
      pathOf('/contact_request/{id}'),
      async ({ request, params }) => {
        const body = await request.json();
        calls.statuses.push(body);
        const index = requests.findIndex((r) => r.id === Number(params.id));
        const assigned =
          body.practitioner_id === undefined
            ? requests[index]!.practitioner
            : (practitioners.find((p) => p.id === body.practitioner_id) ?? null);
        requests[index] = {
          ...requests[index]!,
          ...body,
          practitioner_id: assigned?.id ?? null,
          practitioner: assigned,
        };
        return HttpResponse.json(requests[index]);
      },
    ),
    http.get<never, never, { data: Note[] }>(
      apiUrl('/contact_request/{id}/notes').replace('{id}', ':id'),
      () => HttpResponse.json({ data: notes }),
    ),
    http.post<{ id: string }, { body: string }, Note | ErrorAnswer>(
      apiUrl('/contact_request/{id}/notes').replace('{id}', ':id'),
      async ({ request }) => {
        const { body } = await request.json();
        calls.notesAdded.push(body);
        const note: Note = {
          id: notes.length + 1,
          body: body.trim(),
          created_at: '2026-03-03T10:00:00.000Z',
          author: { id: 1, name: 'Anne Martin' },
        };
        notes.push(note);
        return HttpResponse.json(note, { status: 201 });
      },
    ),
    http.post<never, SearchRequest, SearchAnswer<{ id: number; display_name: string }>>(
      apiUrl('/practitioner/search'),
      () => HttpResponse.json({ data: practitioners, total: practitioners.length }),
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
