import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { submitHandlers, submitUrl } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';

async function openContactForm() {
  const view = await renderRoute('/contact');
  const form = (await screen.findByRole('button', { name: 'Envoyer' })).closest('form');
  if (!form) throw new Error('The contact form is missing.');
  return {
    ...view,
    form: within(form),
    send: within(form).getByRole('button', { name: 'Envoyer' }),
  };
}

describe('contact request', () => {
  it('names what is missing when sent empty, and sends nothing', async () => {
    let posted = false;
    server.use(http.post(submitUrl, () => ((posted = true), HttpResponse.json({}))));
    const { user, form, send } = await openContactForm();

    await user.click(send);

    expect(
      form.getByText(
        'Indiquez un e-mail ou un numéro de téléphone pour que nous puissions vous répondre.',
      ),
    ).toBeVisible();
    expect(form.getByText('Votre accord est nécessaire pour envoyer le message.')).toBeVisible();
    expect(posted).toBe(false);
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
    expect(modal).toHaveTextContent(
      'Merci pour votre message. Nous vous répondons en principe dans les deux jours ouvrables.',
    );
    await user.click(within(modal).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = screen.getByRole('button', { name: 'Envoyer' });
    expect(again).toBeEnabled();
    expect(screen.getByLabelText('Téléphone')).toHaveValue('');
  });

  it.each([
    ['answers 400', () => submitHandlers.refused()],
    ['answers 500', () => submitHandlers.refused(500, 'Internal error')],
    ['cannot be reached', () => submitHandlers.unreachable()],
  ])(
    'says the message was not sent when the form backend %s, and keeps the form',
    async (_case, handler) => {
      server.use(handler());
      const { user, form, send } = await openContactForm();
      await user.type(form.getByLabelText('E-mail'), 'lea@example.ch');
      await user.click(form.getByRole('checkbox', { name: /J’accepte/ }));
      await user.click(form.getByRole('button', { name: 'Je ne suis pas un robot' }));

      await user.click(send);

      const modal = await screen.findByRole('dialog', { name: 'Message non envoyé' });
      expect(modal).toHaveTextContent(
        'Votre message n’a pas pu être envoyé. Veuillez réessayer dans un instant ou nous appeler.',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(send).toBeEnabled();
      expect(form.getByLabelText('E-mail')).toHaveValue('lea@example.ch');
    },
  );
});
