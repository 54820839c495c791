import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appointmentApi, appointmentRecord, offerRecord } from '../../testing/appointment-handlers';
import { contactRequestApi, contactRequestRecord } from '../../testing/contact-request-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
/** Four free Monday times (Neuchâtel winter time: UTC+1). */
const FREE = ['08:00', '08:50', '09:40', '13:00'].map((time) => ({
  starts_at: `2027-01-11T${time}:00.000Z`,
  ends_at: `2027-01-11T${time}:00.000Z`,
}));
const assigned = contactRequestRecord(7, {
  status: 'in_progress',
  practitioner_id: 3,
  practitioner: { id: 3, display_name: 'Claire Demo' },
  therapy_language: 'de',
});

describe('offering times from a request', () => {
  it('picks up to three of the practitioner’s free times and sends them in the visitor’s language', async () => {
    const api = appointmentApi({ freeTimes: FREE });
    server.use(...contactRequestApi([assigned]).handlers, ...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'en' });

    const panel = await screen.findByRole(
      'region',
      { name: 'First appointment' },
      { timeout: 15_000 },
    );
    const nine = await within(panel).findByRole('button', { name: /Monday.*11, 09:00/ });
    await user.click(nine);
    expect(nine).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel).getByRole('button', { name: /Monday.*11, 10:40/ }));
    await user.click(within(panel).getByRole('button', { name: /Monday.*11, 09:50/ }));
    // Three picked: the fourth cannot be.
    expect(within(panel).getByRole('button', { name: /Monday.*11, 14:00/ })).toBeDisabled();
    expect(within(panel).getByText('3 of 3 times picked')).toBeVisible();
    // German, as the visitor asked for therapy in German.
    expect(within(panel).getByRole('combobox', { name: 'Language of the mail' })).toHaveTextContent(
      'German',
    );

    await user.click(within(panel).getByRole('button', { name: 'Send 3 times' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]).toEqual({
      times: ['2027-01-11T08:00:00.000Z', '2027-01-11T08:50:00.000Z', '2027-01-11T09:40:00.000Z'],
      language: 'de',
    });
    expect(await screen.findByText('Times sent to the person.')).toBeVisible();
    expect(await within(panel).findByText(/Times offered, open until/)).toBeVisible();
    // The request shows its new status without being opened again.
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Times offered',
    );
  });

  it('shows the API’s refusal, and asks for a time before sending', async () => {
    const api = appointmentApi({
      freeTimes: FREE,
      refuse: 'The time 2027-01-11 09:00 is not free.',
    });
    server.use(...contactRequestApi([assigned]).handlers, ...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'fr' });
    const panel = await screen.findByRole(
      'region',
      { name: 'Premier rendez-vous' },
      { timeout: 15_000 },
    );
    await user.click(await within(panel).findByRole('button', { name: 'Envoyer 0 créneau' }));
    expect(within(panel).getByText('Choisissez au moins un créneau.')).toBeVisible();
    expect(api.sent).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: /lundi 11 janvier, 09:00/ }));
    await user.click(within(panel).getByRole('button', { name: 'Envoyer 1 créneau' }));
    expect(await within(panel).findByText('The time 2027-01-11 09:00 is not free.')).toBeVisible();
  });

  it('asks to assign the request first', async () => {
    server.use(
      ...contactRequestApi([contactRequestRecord(8)]).handlers,
      ...appointmentApi().handlers,
    );
    await renderRoute('/contact-requests/8', { session, language: 'en' });
    expect(
      await screen.findByText('Assign the request to a practitioner to offer times.', undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  });

  it('shows a booked appointment instead of the form', async () => {
    server.use(
      ...contactRequestApi([assigned]).handlers,
      ...appointmentApi({
        offers: [offerRecord(1, { outcome: 'booked' })],
        appointments: [appointmentRecord(4)],
      }).handlers,
    );
    await renderRoute('/contact-requests/7', { session, language: 'en' });
    expect(
      await screen.findByText(/Booked: Monday.*2027.*09:00 with Claire Demo/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });
});

describe('cancelling a booked appointment from the request', () => {
  const bookedRequest = contactRequestRecord(7, {
    status: 'booked',
    practitioner_id: 3,
    practitioner: { id: 3, display_name: 'Claire Demo' },
  });

  it('asks first, starting on "Keep it", then cancels: the request is back in progress and times can be offered again', async () => {
    const api = appointmentApi({
      offers: [offerRecord(1, { outcome: 'booked' })],
      appointments: [appointmentRecord(4)],
      freeTimes: FREE,
    });
    server.use(...contactRequestApi([bookedRequest]).handlers, ...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'en' });
    const panel = await screen.findByRole(
      'region',
      { name: 'First appointment' },
      { timeout: 15_000 },
    );

    await user.click(await within(panel).findByRole('button', { name: 'Cancel appointment' }));
    let dialog = await screen.findByRole('dialog', {
      name: /Cancel the appointment of Monday.*2027.*09:00\?/,
    });
    expect(
      within(dialog).getByText(/Claire Demo’s time becomes free to offer again/),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.cancellations).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Cancel appointment' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText('Appointment cancelled; the person has been told by email.'),
    ).toBeVisible();
    expect(api.cancellations).toEqual(['7']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel).getByText(/Appointment cancelled: Monday.*2027.*09:00/)).toBeVisible();
    expect(within(panel).queryByText(/Booked:/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress');
    // Free to offer times again.
    expect(await within(panel).findByRole('button', { name: 'Send 0 times' })).toBeVisible();
  });

  it('shows the API’s refusal inside the dialog and keeps the appointment', async () => {
    const refusal = 'This appointment has already begun; it can no longer be cancelled.';
    const api = appointmentApi({
      offers: [offerRecord(1, { outcome: 'booked' })],
      appointments: [appointmentRecord(4)],
      refuseCancel: refusal,
    });
    server.use(...contactRequestApi([bookedRequest]).handlers, ...api.handlers);
    const { user } = await renderRoute('/contact-requests/7', { session, language: 'fr' });
    const panel = await screen.findByRole(
      'region',
      { name: 'Premier rendez-vous' },
      { timeout: 15_000 },
    );
    await user.click(await within(panel).findByRole('button', { name: 'Annuler le rendez-vous' }));
    const dialog = await screen.findByRole('dialog', {
      name: /^Annuler le rendez-vous du lundi 11 janvier 2027.*09:00\s\?$/,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Oui, l’annuler' }));
    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(within(panel).getByText(/Réservé/)).toBeVisible();
  });
});
