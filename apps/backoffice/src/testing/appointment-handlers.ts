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
    | '/contact_request/{id}/appointment/cancel'
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

/** A booked appointment as the API answers it. */
export function appointmentRecord(id: number, overrides: Partial<Appointment> = {}): Appointment {
  return {
    id,
    practitioner: { id: 3, display_name: 'Claire Demo' },
    starts_at: '2027-01-11T08:00:00.000Z',
    ends_at: '2027-01-11T08:50:00.000Z',
    status: 'booked',
    language: 'fr',
    cancelled_at: null,
    created_at: '2026-12-20T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A request's offers and appointments, the practitioner's free times, and the offer and cancel
 * routes: each offer sent is recorded in `sent` and listed afterwards, unless `refuse` answers it
 * with a 400; each cancellation is counted in `cancellations` and turns the booked appointment to
 * cancelled, unless `refuseCancel` answers it with a 409.
 */
export function appointmentApi({
  offers = [],
  appointments = [],
  freeTimes = [],
  refuse,
  refuseCancel,
}: {
  offers?: Offer[];
  appointments?: Appointment[];
  freeTimes?: FreeTime[];
  refuse?: string;
  refuseCancel?: string;
} = {}) {
  const listed = [...offers];
  let booked = [...appointments];
  const sent: OfferBody[] = [];
  const cancellations: string[] = [];
  const freeTimeQueries: string[] = [];
  const handlers = [
    http.get(pathOf('/contact_request/{id}/appointments'), () =>
      HttpResponse.json({ offers: listed, appointments: booked }),
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
    http.post(pathOf('/contact_request/{id}/appointment/cancel'), ({ params }) => {
      cancellations.push(String(params.id));
      if (refuseCancel) return HttpResponse.json({ detail: refuseCancel }, { status: 409 });
      booked = booked.map((found) =>
        found.status === 'booked'
          ? { ...found, status: 'cancelled', cancelled_at: '2027-01-05T10:00:00.000Z' }
          : found,
      );
      return HttpResponse.json({ offers: listed, appointments: booked });
    }),
  ];
  return { handlers, sent, freeTimeQueries, cancellations };
}
