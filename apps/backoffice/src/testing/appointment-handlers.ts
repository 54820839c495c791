import type { components } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type Offer = components['schemas']['AppointmentOffer'];
type Appointment = components['schemas']['Appointment'];
type FreeTime = components['schemas']['FreeTime'];
type OfferBody = { times: string[]; language: Offer['language'] };

const pathOf = (
  template:
    | '/contact_request/{id}/appointments'
    | '/contact_request/{id}/appointment-offer'
    | '/practitioner/{id}/free-times',
) => apiUrl(template).replace('{id}', ':id');

/** An offer as the API answers it. */
export function offerRecord(id: number, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    practitioner: { id: 3, display_name: 'Claire Demo' },
    times: [{ starts_at: '2027-01-11T08:00:00.000Z', ends_at: '2027-01-11T08:50:00.000Z' }],
    language: 'fr',
    outcome: 'open',
    expires_at: '2027-01-01T10:00:00.000Z',
    answered_at: null,
    created_at: '2026-12-18T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A request's offers and appointments, the practitioner's free times, and the offer route: each
 * offer sent is recorded in `sent` and listed afterwards, unless `refuse` answers it with a 400.
 */
export function appointmentApi({
  offers = [],
  appointments = [],
  freeTimes = [],
  refuse,
}: {
  offers?: Offer[];
  appointments?: Appointment[];
  freeTimes?: FreeTime[];
  refuse?: string;
} = {}) {
  const listed = [...offers];
  const sent: OfferBody[] = [];
  const freeTimeQueries: string[] = [];
  const handlers = [
    http.get(pathOf('/contact_request/{id}/appointments'), () =>
      HttpResponse.json({ offers: listed, appointments }),
    ),
    http.get(pathOf('/practitioner/{id}/free-times'), ({ request }) => {
      freeTimeQueries.push(new URL(request.url).search);
      return HttpResponse.json({ items: freeTimes });
    }),
    http.post(pathOf('/contact_request/{id}/appointment-offer'), async ({ request }) => {
      const body = (await request.json()) as OfferBody;
      sent.push(body);
      if (refuse) return HttpResponse.json({ detail: refuse }, { status: 400 });
      const offer = offerRecord(listed.length + 1, {
        language: body.language,
        times: body.times.map((starts_at) => ({ starts_at, ends_at: starts_at })),
      });
      listed.unshift(offer);
      return HttpResponse.json(offer, { status: 201 });
    }),
  ];
  return { handlers, sent, freeTimeQueries };
}
