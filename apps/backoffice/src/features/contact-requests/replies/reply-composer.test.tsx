import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactRequestApi, contactRequestRecord } from '../../../testing/contact-request-handlers';
import { renderRoute } from '../../../testing/render-route';
import { contactReplyApi, requestMailRecord } from '../../../testing/reply-handlers';
import { server } from '../../../testing/server';
import { adminUser } from '../../../testing/session';

const session = { token: 'token-1', user: adminUser };
const MESSAGE = 'Je ne dors plus depuis des semaines.';

/** The request's screen, in English, once the request is shown; answers the reply panel. */
async function openRequest(
  record = contactRequestRecord(7),
  replies = contactReplyApi(),
  language: 'en' | 'fr' = 'en',
) {
  const requests = contactRequestApi([record]);
  server.use(...requests.handlers, ...replies.handlers);
  const view = await renderRoute(`/contact-requests/${record.id}`, { session, language });
  await screen.findByText(MESSAGE, undefined, { timeout: 15_000 });
  const panel = screen.getByRole('region', {
    name: language === 'en' ? 'Reply to the person' : 'Répondre à la personne',
  });
  return { ...view, requests, replies, panel };
}

describe('replying to the visitor from their request', () => {
  it('starts from the template in the visitor’s language, follows another language, and sends what the sender wrote', async () => {
    const { user, panel, replies, requests } = await openRequest();
    expect(within(panel).queryByRole('textbox', { name: 'Subject' })).toBeNull();

    await user.click(within(panel).getByRole('combobox', { name: 'Kind of reply' }));
    await user.click(await screen.findByRole('option', { name: 'Waiting list' }));
    const subject = await within(panel).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Ihre Anfrage: unsere Warteliste');
    const body = within(panel).getByRole('textbox', { name: 'Message' });
    expect((body as HTMLTextAreaElement).value.startsWith('Guten Tag Nora Baume\n')).toBe(true);
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toHaveTextContent('German');
    expect(within(panel).getByText('To: nora@example.ch')).toBeVisible();

    await user.click(within(panel).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Subject' })).toHaveValue(
        'Your request: our waiting list',
      ),
    );
    expect(replies.calls.drafts).toEqual(['waiting_list/', 'waiting_list/en']);

    const editedSubject = within(panel).getByRole('textbox', { name: 'Subject' });
    await user.clear(editedSubject);
    await user.type(editedSubject, 'Waiting list: we will write again');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(replies.calls.sent).toEqual([
      {
        kind: 'waiting_list',
        language: 'en',
        subject: 'Waiting list: we will write again',
        body: expect.stringMatching(/^Hello Nora Baume,\n\nThank you for your message/) as unknown,
      },
    ]);
    // The composer closes; the history shows the mail; the request is in progress without being
    // opened again (an opening is audited).
    expect(within(panel).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    const history = screen.getByRole('region', { name: 'Mails sent' });
    expect(await within(history).findByText('Waiting list: we will write again')).toBeVisible();
    expect(
      within(history).getByText(/^Waiting list \(English\) · Anne Martin, March 4, 2026/),
    ).toBeVisible();
    expect(within(history).getByText('Waiting to be sent')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In progress');
    expect(requests.calls.opened).toEqual([7]);
  });

  it('points out the times still to be written in an offer, and sends nothing until they are', async () => {
    const { user, panel, replies } = await openRequest();
    await user.click(within(panel).getByRole('combobox', { name: 'Kind of reply' }));
    await user.click(await screen.findByRole('option', { name: 'Offer of a first appointment' }));
    const body = await within(panel).findByRole('textbox', { name: 'Message' });
    expect((body as HTMLTextAreaElement).value).toContain('{{offered_times}}');

    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(
      await within(panel).findByText('Replace {{offered_times}} before sending.'),
    ).toBeVisible();
    expect(replies.calls.sent).toEqual([]);

    const text = (body as HTMLTextAreaElement).value.replace(
      '{{offered_times}}',
      '– Tuesday 10 March, 14:00',
    );
    await user.clear(body);
    await user.click(body);
    await user.paste(text);
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(replies.calls.sent).toHaveLength(1));
    expect(replies.calls.sent[0]?.body).toContain('– Tuesday 10 March, 14:00');
  });

  it('offers to mark the request referred elsewhere after a referral, and only then', async () => {
    const { user, panel, requests } = await openRequest();
    await user.click(within(panel).getByRole('combobox', { name: 'Kind of reply' }));
    await user.click(await screen.findByRole('option', { name: 'Referral elsewhere' }));
    await within(panel).findByRole('textbox', { name: 'Subject' });
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeVisible();
    expect(requests.calls.statuses).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Mark as referred elsewhere' }));
    await waitFor(() => expect(requests.calls.statuses).toEqual([{ status: 'referred' }]));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Referred elsewhere',
    );
    expect(within(panel).queryByRole('button', { name: 'Mark as referred elsewhere' })).toBeNull();
  });

  it('shows the API’s refusal and keeps the text', async () => {
    const { user, panel } = await openRequest(
      contactRequestRecord(7),
      contactReplyApi({
        sendError: { detail: 'This request gives no email address to reply to.' },
      }),
    );
    await user.click(within(panel).getByRole('combobox', { name: 'Kind of reply' }));
    await user.click(await screen.findByRole('option', { name: 'Request for more information' }));
    await within(panel).findByRole('textbox', { name: 'Subject' });
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));
    expect(
      await within(panel).findByText('This request gives no email address to reply to.'),
    ).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Ihre Anfrage: einige Angaben mehr',
    );
  });

  it('tells to answer by phone when the request gives no email address', async () => {
    const { panel, replies } = await openRequest(contactRequestRecord(7, { email: null }));
    expect(
      within(panel).getByText('This request gives no email address: answer by phone.'),
    ).toBeVisible();
    expect(within(panel).queryByRole('combobox', { name: 'Kind of reply' })).toBeNull();
    expect(replies.calls.drafts).toEqual([]);
  });
});

describe('the mails sent about a request', () => {
  it('lists what was sent, in which language, by whom, when, and whether it left, in the reader’s language', async () => {
    await openRequest(
      contactRequestRecord(7),
      contactReplyApi({
        mails: [
          requestMailRecord(1),
          requestMailRecord(2, {
            kind: 'waiting_list',
            language: 'de',
            subject: 'Ihre Anfrage: unsere Warteliste',
            sent_by: null,
            delivery: 'failed',
          }),
        ],
      }),
      'fr',
    );
    const history = screen.getByRole('region', { name: 'E-mails envoyés' });
    expect(await within(history).findByText('Votre demande : quelques précisions')).toBeVisible();
    expect(
      within(history).getByText(/^Demande de précisions \(Français\) · Anne Martin, 3 mars 2026/),
    ).toBeVisible();
    expect(
      within(history).getByText(/^Liste d’attente \(Allemand\) · Compte supprimé, 3 mars 2026/),
    ).toBeVisible();
    expect(within(history).getByText(/^Envoi impossible\s: voir la boîte d’envoi$/)).toBeVisible();
  });
});
