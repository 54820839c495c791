import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateContact, emptyContactForm } from './contact-validation.ts';
import * as stories from './contact-form.stories.tsx';

const { Default, Submitting, WithErrors, WaitingForVerification, VerificationFailed } =
  composeStories(stories);
const limits = { name: 100, surname: 100, phone: 40, email: 254, message: 5000 };

describe('ContactForm', () => {
  beforeEach(() => {
    Default.args.onSubmit?.mockClear();
  });

  it('starts with No for the prescription and the consent unticked', () => {
    render(<Default />);
    expect(screen.getByRole('radio', { name: 'Non' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /J’accepte/ })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/confidentialite',
    );
  });

  it('refuses to send without a way to answer and without consent', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(
      screen.getByText(
        'Indiquez un e-mail ou un numéro de téléphone pour que nous puissions vous répondre.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Votre accord est nécessaire pour envoyer le message.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(Default.args.onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values once they are valid', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+41 79 000 00 00');
    await user.click(screen.getByRole('radio', { name: 'Oui' }));
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(Default.args.onSubmit).toHaveBeenCalledWith({
      ...emptyContactForm,
      phone: '+41 79 000 00 00',
      hasPrescription: true,
      consent: true,
    });
  });

  it('shows the length and email errors', () => {
    render(<WithErrors />);
    expect(screen.getByText('100 caractères au maximum.')).toBeVisible();
    expect(screen.getByText('Cette adresse e-mail n’est pas valide.')).toBeVisible();
  });

  it('says it is verifying, and cannot be pressed again, while it waits for the robot check', () => {
    render(<WaitingForVerification />);
    expect(screen.getByRole('button', { name: /Vérification en cours/ })).toBeDisabled();
  });

  it('says the robot check failed', () => {
    render(<VerificationFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'La vérification anti-robot n’a pas abouti',
    );
  });

  it('disables the button while sending', () => {
    render(<Submitting />);
    expect(screen.getByRole('button', { name: /Envoyer/ })).toBeDisabled();
  });
});

describe('validateContact', () => {
  it('applies the maximum lengths it is given', () => {
    const values = { ...emptyContactForm, email: 'a@b.ch', consent: true };
    expect(validateContact({ ...values, message: 'x'.repeat(5000) }, limits)).toEqual({});
    expect(validateContact({ ...values, message: 'x'.repeat(5001) }, limits).message?.max).toBe(
      5000,
    );
    expect(validateContact({ ...values, phone: '1'.repeat(41) }, limits).phone?.max).toBe(40);
    expect(
      validateContact({ ...values, surname: 'x'.repeat(9) }, { ...limits, surname: 8 }),
    ).toEqual({
      surname: { code: 'tooLong', max: 8 },
    });
  });
});
