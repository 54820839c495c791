import contract from '@cabinet/api-client/openapi.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage as renderPageHtml } from '../entry-server';
import { startIslands } from '../islands/start';
import { FAKE_ALTCHA_PAYLOAD } from '../testing/fake-altcha-widget';
import { healthHandlers, submitHandlers, submitUrl } from '../testing/handlers';
import { renderPage } from '../testing/render-page';
import { server } from '../testing/server';

async function openContactForm() {
  const view = await renderPage('/contact');
  const form = screen.getByRole('button', { name: 'Envoyer' }).closest('form');
  if (!form) throw new Error('The contact form is missing.');
  return {
    ...view,
    form: within(form),
    send: within(form).getByRole('button', { name: 'Envoyer' }),
  };
}

/** What the form sends when only its email and consent are given. */
const untouchedBody = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  message: '',
  hasPrescription: false,
  consent: true,
  altcha: FAKE_ALTCHA_PAYLOAD,
};

/** What the form sent, as the backend received it. */
function recordSubmissions() {
  const bodies: unknown[] = [];
  server.use(
    http.post(submitUrl, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ detail: 'Thank you.' });
    }),
  );
  return bodies;
}

describe('the contact form', () => {
  it('names what is missing when sent empty, and sends nothing', async () => {
    const bodies = recordSubmissions();
    const { user, form, send } = await openContactForm();

    await user.click(send);

    expect(
      form.getByText(
        'Indiquez un e-mail ou un numéro de téléphone pour que nous puissions vous répondre.',
      ),
    ).toBeVisible();
    expect(form.getByText('Votre accord est nécessaire pour envoyer le message.')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('takes its length limits from the API’s contract', async () => {
    const { message } =
      contract.paths['/api/submit'].post.requestBody.content['application/json'].schema.properties;
    const { user, form, send } = await openContactForm();
    await user.click(form.getByLabelText('Message'));
    await user.paste('x'.repeat(message.maxLength + 1));

    await user.click(send);

    expect(form.getByText(`${message.maxLength} caractères au maximum.`)).toBeVisible();
  });

  it('is busy while sending, then says the message was sent and is ready again, emptied', async () => {
    server.use(
      http.post(submitUrl, async () => {
        await delay(150);
        return HttpResponse.json({ detail: 'Thank you.' });
      }),
    );
    const { user, form, send } = await openContactForm();
    await user.type(form.getByLabelText('Téléphone'), '+41 79 000 00 00');
    await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));

    await user.click(send);

    expect(send).toBeDisabled();
    const modal = await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(modal).toHaveTextContent('Merci pour votre message.');
    await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
    expect(screen.getByLabelText('Téléphone')).toHaveValue('');
  });

  it('pressed while the robot check still works, says it is verifying and sends once it passes', async () => {
    const bodies = recordSubmissions();
    const { user, form, send } = await openContactForm();
    await user.type(form.getByLabelText('E-mail'), 'lea@example.ch');
    await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));

    await user.click(send);

    expect(form.getByRole('button', { name: /Vérification en cours/ })).toBeDisabled();
    expect(bodies).toEqual([]);
    await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));
    await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(bodies).toEqual([expect.objectContaining({ email: 'lea@example.ch', consent: true })]);
  });

  it('sends the optional details the visitor chose, and only those', async () => {
    const bodies = recordSubmissions();
    const { user, form, send } = await openContactForm();
    await user.type(form.getByLabelText('E-mail'), 'lea@example.ch');
    const details = within(
      form.getByRole('group', { name: 'Pour mieux vous répondre (facultatif)' }),
    );
    await user.selectOptions(
      details.getByRole('combobox', { name: /Quelle prestation/ }),
      'Thérapie familiale',
    );
    await user.click(details.getByRole('radio', { name: 'Anglais' }));
    await user.click(details.getByRole('checkbox', { name: 'L’après-midi' }));
    await user.click(details.getByRole('checkbox', { name: 'En soirée' }));
    await user.click(details.getByRole('checkbox', { name: 'Mercredi' }));
    await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));

    await user.click(send);

    await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(bodies).toStrictEqual([
      {
        ...untouchedBody,
        email: 'lea@example.ch',
        service: 'family-psychotherapy',
        therapyLanguage: 'en',
        freePeriods: ['afternoon', 'evening'],
        freeDays: ['wed'],
      },
    ]);
  });

  it('sends what it sent before the optional details when they are left alone', async () => {
    const bodies = recordSubmissions();
    const { user, form, send } = await openContactForm();
    await user.type(form.getByLabelText('E-mail'), 'lea@example.ch');
    await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));

    await user.click(send);

    await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(bodies).toStrictEqual([{ ...untouchedBody, email: 'lea@example.ch' }]);
  });

  it.each([
    [
      'en' as const,
      {
        group: 'To help us answer (optional)',
        service: 'Which service are you asking about?',
        services: ['Not sure / no preference', 'Individual therapy', 'Family therapy'],
        language: 'Language for therapy',
        languages: ['No preference', 'French', 'English', 'German', 'Another language'],
        free: 'When are you usually free?',
        times: ['Mornings', 'Afternoons', 'Evenings', 'Monday', 'Tuesday'],
        consent: 'the optional details (service asked about, therapy language, when you are free)',
      },
    ],
    [
      'de' as const,
      {
        group: 'Damit wir Ihnen besser antworten können (freiwillig)',
        service: 'Für welches Angebot interessieren Sie sich?',
        services: ['Weiss nicht / keine Präferenz', 'Einzeltherapie', 'Familientherapie'],
        language: 'Sprache der Therapie',
        languages: ['Keine Präferenz', 'Französisch', 'Englisch', 'Deutsch', 'Eine andere Sprache'],
        free: 'Wann haben Sie in der Regel Zeit?',
        times: ['Vormittags', 'Nachmittags', 'Abends', 'Montag', 'Dienstag'],
        consent: 'die freiwilligen Angaben (gewünschtes Angebot, Sprache der Therapie',
      },
    ],
  ])('names the optional details in the page’s language (%s)', async (language, said) => {
    await renderPage('/contact', { language });
    const details = within(screen.getByRole('group', { name: said.group }));
    const service = details.getByRole('combobox', { name: said.service });
    const names = within(service)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(0, 3)).toEqual(said.services);
    expect(names).toHaveLength(7);
    const languages = within(details.getByRole('group', { name: said.language }));
    expect(
      languages.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
    ).toEqual(said.languages);
    const free = within(details.getByRole('group', { name: said.free }));
    expect(
      free
        .getAllByRole('checkbox')
        .slice(0, 5)
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(said.times);
    expect(screen.getByText(new RegExp(said.consent.replace(/[()]/g, '\\$&')))).toBeVisible();
  });

  it.each([
    ['answers 400', () => submitHandlers.refused(), 'The verification has expired.'],
    ['answers 500', () => submitHandlers.refused(500, 'Internal error'), 'Internal error'],
    ['cannot be reached', () => submitHandlers.unreachable(), 'Veuillez réessayer dans un instant'],
  ])(
    'says the message was not sent when the backend %s, and keeps the form',
    async (_case, handler, said) => {
      server.use(handler());
      const { user, form, send } = await openContactForm();
      await user.type(form.getByLabelText('E-mail'), 'lea@example.ch');
      await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));
      await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));

      await user.click(send);

      const modal = await screen.findByRole('dialog', { name: 'Message non envoyé' });
      expect(modal).toHaveTextContent(said);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(send).toBeEnabled();
      expect(form.getByLabelText('E-mail')).toHaveValue('lea@example.ch');
    },
  );

  it.each([
    ['answers 500', () => healthHandlers.failing(500)],
    ['cannot be reached', () => healthHandlers.unreachable()],
  ])(
    'warns the visitor when the API %s and gives the phone number instead',
    async (_case, handler) => {
      server.use(handler());
      await renderPage('/contact');

      const notice = await screen.findByRole('alert');
      expect(notice).toHaveTextContent('Formulaire momentanément indisponible');
      expect(notice).toHaveTextContent('nous appeler au +41 32 000 00 00');
    },
  );

  it('keeps what the visitor typed and pressed before its code started, and sends it', async () => {
    const bodies = recordSubmissions();
    const { body } = await renderPageHtml('/contact', 'fr');
    document.body.innerHTML = body;
    const user = userEvent.setup();
    // Typed into the server's HTML, before the island's code has run.
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'early@example.ch');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));

    startIslands(document.body);
    // The visitor goes on in the form: its code starts.
    act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
    await waitFor(() =>
      expect(document.querySelector('[data-island="contact-request"]')).toHaveAttribute(
        'data-started',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('early@example.ch');
    await user.click(screen.getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(bodies).toEqual([expect.objectContaining({ email: 'early@example.ch', consent: true })]);
  });

  it('keeps the optional details chosen before its code started, and sends them', async () => {
    const bodies = recordSubmissions();
    const { body } = await renderPageHtml('/contact', 'fr');
    document.body.innerHTML = body;
    const user = userEvent.setup();
    // Chosen in the server's HTML, before the island's code has run.
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+41 79 000 00 00');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Quelle prestation/ }),
      'Supervision',
    );
    await user.click(screen.getByRole('radio', { name: 'Une autre langue' }));
    await user.click(screen.getByRole('checkbox', { name: 'Le matin' }));
    await user.click(screen.getByRole('checkbox', { name: 'En soirée' }));
    await user.click(screen.getByRole('checkbox', { name: 'Lundi' }));
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));

    startIslands(document.body);
    act(() => screen.getByRole('textbox', { name: 'Message' }).focus());
    await waitFor(() =>
      expect(document.querySelector('[data-island="contact-request"]')).toHaveAttribute(
        'data-started',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Quelle prestation/ })).toHaveDisplayValue(
      'Supervision',
    );
    expect(screen.getByRole('radio', { name: 'Une autre langue' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Je ne suis pas un robot' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await screen.findByRole('dialog', { name: 'Message envoyé' });
    expect(bodies).toStrictEqual([
      {
        ...untouchedBody,
        phone: '+41 79 000 00 00',
        service: 'supervision',
        therapyLanguage: 'other',
        freePeriods: ['morning', 'evening'],
        freeDays: ['mon'],
      },
    ]);
  });
});

describe('the contact page without a connection', () => {
  const setConnection = (online: boolean) => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
  };
  afterEach(() => {
    setConnection(true);
    vi.restoreAllMocks();
  });

  it('offers the practice phone and the emergency numbers instead of the form, until back online', async () => {
    await renderPage('/contact');

    setConnection(false);

    const notice = (await screen.findByText('Pas de connexion à Internet')).closest<HTMLElement>(
      '[role="alert"]',
    );
    if (!notice) throw new Error('The offline notice is not an alert.');
    expect(within(notice).getByRole('link', { name: /\+41 32 000 00 00/ })).toHaveAttribute(
      'href',
      'tel:+41320000000',
    );
    expect(within(notice).getByRole('link', { name: /^144/ })).toHaveAttribute('href', 'tel:144');
    expect(screen.queryByText('Envoyer', { selector: 'button' })).toBeNull();

    setConnection(true);

    expect(await screen.findByText('Envoyer', { selector: 'button' })).toBeVisible();
  });
});
