import type { components } from '@cabinet/api-client/schema';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { renderPage } from '../../testing/render-page';
import { server } from '../../testing/server';

type OfferView = components['schemas']['AppointmentOfferView'];
const TOKEN = 'a-token-of-at-least-sixteen-characters';
const MONDAY_NINE = '2027-01-11T08:00:00.000Z';
const MONDAY_TEN = '2027-01-11T08:50:00.000Z';

const view = (overrides: Partial<OfferView> = {}): OfferView => ({
  status: 'open',
  language: 'fr',
  expires_at: '2027-01-01T10:00:00.000Z',
  practitioner: { display_name: 'Claire Demo' },
  practice: {
    name: 'Cabinet Lac & Parole',
    street: 'Rue du Seyon 10',
    zip: '2000',
    city: 'Neuchâtel',
    phone: '+41 32 000 00 00',
  },
  times: [
    { starts_at: MONDAY_NINE, ends_at: MONDAY_TEN, available: true },
    { starts_at: MONDAY_TEN, ends_at: '2027-01-11T09:40:00.000Z', available: true },
  ],
  appointment: null,
  ...overrides,
});

/** The appointment routes: what each was sent is kept; `pick` answers as given. */
function offerApi({
  viewed = () => HttpResponse.json(view()),
  pick = (startsAt: string) =>
    HttpResponse.json(
      view({
        status: 'booked',
        appointment: { starts_at: startsAt, ends_at: MONDAY_TEN, status: 'booked' },
      }),
    ),
}: {
  viewed?: () => Response;
  pick?: (startsAt: string) => Response;
} = {}) {
  const sent: { url: string; body: unknown }[] = [];
  server.use(
    http.post(`${env.apiUrl}/appointment-offer/view`, async ({ request }) => {
      sent.push({ url: 'view', body: await request.json() });
      return viewed();
    }),
    http.post(`${env.apiUrl}/appointment-offer/pick`, async ({ request }) => {
      const body = (await request.json()) as { starts_at: string };
      sent.push({ url: 'pick', body });
      return pick(body.starts_at);
    }),
    http.post(`${env.apiUrl}/appointment-offer/decline`, async ({ request }) => {
      sent.push({ url: 'decline', body: await request.json() });
      return HttpResponse.json(view({ status: 'declined' }));
    }),
  );
  return sent;
}

const open = async (language: 'fr' | 'en' | 'de', fragment = `#token=${TOKEN}`) => {
  window.history.replaceState(null, '', `/appointment?lng=${language}${fragment}`);
  return renderPage('/appointment', { language });
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the appointment page', () => {
  it('posts the token from the fragment, drops it from the address, and books the time picked', async () => {
    const sent = offerApi();
    const { user } = await open('en');
    expect(await screen.findByText(/Claire Demo can offer you these times/)).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?lng=en');
    expect(
      screen.getByText(/At Cabinet Lac & Parole, Rue du Seyon 10, 2000 Neuchâtel\./),
    ).toBeVisible();
    expect(screen.getByText(/at least 24 working hours in advance/)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: /Monday,? 11 January 2027.*09:50/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText(
        /Your appointment is booked: Monday,? 11 January 2027.*09:50, with Claire Demo/,
      ),
    ).toBeVisible();
    expect(sent).toEqual([
      { url: 'view', body: { token: TOKEN } },
      { url: 'pick', body: { token: TOKEN, starts_at: MONDAY_TEN } },
    ]);
  });

  it('shows the times left when someone else was quicker (409)', async () => {
    let views = 0;
    offerApi({
      viewed: () => {
        views += 1;
        return HttpResponse.json(
          views === 1
            ? view()
            : view({
                times: [
                  { starts_at: MONDAY_NINE, ends_at: MONDAY_TEN, available: false },
                  { starts_at: MONDAY_TEN, ends_at: MONDAY_TEN, available: true },
                ],
              }),
        );
      },
      pick: () => HttpResponse.json({ detail: 'taken' }, { status: 409 }),
    });
    const { user } = await open('de');
    await user.click(await screen.findByRole('radio', { name: /Montag, 11\. Januar 2027.*09:00/ }));
    await user.click(screen.getByRole('button', { name: 'Diesen Termin buchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Jemand hat diesen Termin soeben gebucht.',
    );
    expect(screen.getByRole('radio', { name: /09:00 \(nicht mehr verfügbar\)/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /09:50$/ })).toBeEnabled();
  });

  it('lets the visitor say none suits them', async () => {
    const sent = offerApi();
    const { user } = await open('fr');
    await user.click(
      await screen.findByRole('button', { name: 'Aucun de ces créneaux ne me convient' }),
    );
    expect(await screen.findByText(/Le cabinet vous contactera/)).toBeVisible();
    expect(sent.at(-1)).toEqual({ url: 'decline', body: { token: TOKEN } });
  });

  it.each([
    [404, 'fr', 'Ce lien n’est pas valable.'],
    [410, 'en', 'This link no longer works: the times have expired'],
    [410, 'de', 'Dieser Link funktioniert nicht mehr'],
  ] as const)(
    'explains a link answered %i in %s, never an error page',
    async (status, language, text) => {
      offerApi({ viewed: () => HttpResponse.json({ detail: 'x' }, { status }) });
      await open(language);
      expect(await screen.findByText(new RegExp(text))).toBeVisible();
    },
  );

  it('asks for the whole link when the address carries no token, without asking the API', async () => {
    const sent = offerApi();
    await open('en', '');
    expect(await screen.findByText(/This address is incomplete/)).toBeVisible();
    await waitFor(() => expect(sent).toEqual([]));
  });

  it('is marked noindex', async () => {
    offerApi();
    await open('fr');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
  });
});

describe('the cancel page', () => {
  const cancellation = (
    overrides: Partial<components['schemas']['AppointmentCancellationView']> = {},
  ) => ({
    status: 'booked' as const,
    language: 'fr' as const,
    starts_at: MONDAY_NINE,
    ends_at: MONDAY_TEN,
    practitioner: { display_name: 'Claire Demo' },
    practice: view().practice,
    cancellable_until: '2027-01-08T08:00:00.000Z',
    cancellable: true,
    ...overrides,
  });

  it('cancels until the deadline, then says it is done', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${env.apiUrl}/appointment/cancel/view`, () => HttpResponse.json(cancellation())),
      http.post(`${env.apiUrl}/appointment/cancel`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(cancellation({ status: 'cancelled', cancellable: false }));
      }),
    );
    window.history.replaceState(null, '', `/appointment/cancel?lng=en#token=${TOKEN}`);
    const { user } = await renderPage('/appointment/cancel', { language: 'en' });
    expect(
      await screen.findByText(/You can cancel it here until Friday,? 8 January 2027/),
    ).toBeVisible();
    expect(window.location.hash).toBe('');
    await user.click(screen.getByRole('button', { name: 'Cancel this appointment' }));
    expect(await screen.findByText(/is cancelled\. The practice has been told/)).toBeVisible();
    expect(sent).toEqual([{ token: TOKEN }]);
  });

  it('says an appointment cancelled before the page opened was cancelled, and how to reach the practice', async () => {
    server.use(
      http.post(`${env.apiUrl}/appointment/cancel/view`, () =>
        HttpResponse.json(cancellation({ status: 'cancelled', cancellable: false })),
      ),
    );
    window.history.replaceState(null, '', `/appointment/cancel?lng=fr#token=${TOKEN}`);
    await renderPage('/appointment/cancel', { language: 'fr' });
    const said = await screen.findByText(
      /^Le rendez-vous du lundi 11 janvier 2027.* avec Claire Demo a été annulé\./,
    );
    const status = screen.getByRole('status');
    expect(status).toContainElement(said);
    expect(status).toHaveTextContent('+41 32 000 00 00');
    // No thanks for a cancellation the visitor did not just send.
    expect(status).not.toHaveTextContent(/merci/i);
    expect(screen.queryByRole('button', { name: 'Annuler ce rendez-vous' })).toBeNull();
  });

  it('asks to phone once it is too late', async () => {
    server.use(
      http.post(`${env.apiUrl}/appointment/cancel/view`, () =>
        HttpResponse.json(cancellation({ cancellable: false })),
      ),
    );
    window.history.replaceState(null, '', `/appointment/cancel?lng=de#token=${TOKEN}`);
    await renderPage('/appointment/cancel', { language: 'de' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Eine Online-Absage ist nicht mehr möglich');
    expect(alert).toHaveTextContent('Telefon: +41 32 000 00 00');
    expect(screen.queryByRole('button', { name: 'Diesen Termin absagen' })).toBeNull();
  });
});
