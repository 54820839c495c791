import type { components } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type MailOutbox = components['schemas']['MailOutbox'];
type SearchBody = { search?: { AND?: { field: string; value?: unknown }[] } };

/** A queued mail as the API answers it: its state only, never its recipient or text. */
export function mailRecord(id: number, overrides: Partial<MailOutbox> = {}): MailOutbox {
  return {
    id,
    kind: 'contact-notice',
    status: 'failed',
    attempts: 12,
    last_reason: 'Could not connect to the mail server.',
    created_at: '2026-03-02T08:30:00.000Z',
    sent_at: null,
    next_attempt_at: '2026-03-02T13:30:00.000Z',
    ...overrides,
  };
}

/**
 * The outbox routes over a list of mails: search (honouring a `status` criterion, as the Home
 * screen's count asks for the failed ones), GET, and "Send again", recorded in `resent`.
 */
export function mailOutboxApi(mails: MailOutbox[] = []) {
  const resent: number[] = [];
  const handlers = [
    http.post<never, SearchBody>(apiUrl('/mail_outbox/search'), async ({ request }) => {
      const body = await request.json();
      const status = body.search?.AND?.find((c) => c.field === 'status')?.value;
      const data = status ? mails.filter((mail) => mail.status === status) : mails;
      return HttpResponse.json({ data, total: data.length });
    }),
    http.get<{ id: string }>(apiUrl('/mail_outbox/{id}').replace('{id}', ':id'), ({ params }) => {
      const found = mails.find((mail) => mail.id === Number(params.id));
      if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      return HttpResponse.json(found);
    }),
    http.post<{ id: string }>(
      apiUrl('/mail_outbox/{id}/resend').replace('{id}', ':id'),
      ({ params }) => {
        const found = mails.find((mail) => mail.id === Number(params.id))!;
        resent.push(found.id);
        return HttpResponse.json({ ...found, status: 'pending', attempts: 0 });
      },
    ),
  ];
  return { handlers, resent };
}
