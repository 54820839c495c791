import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { validateContact, emptyContactForm } from './contact-validation.ts';
import * as stories from './contact-form.stories.tsx';

const {
  Default,
  WithDetails,
  English,
  German,
  Submitting,
  WithErrors,
  WaitingForVerification,
  VerificationFailed,
} = composeStories(stories);
const limits = { name: 100, surname: 100, phone: 40, email: 254, message: 5000 };

describe('ContactForm', () => {
  beforeEach(() => {
    Default.args.onSubmit?.mockClear();
    WithDetails.args.onSubmit?.mockClear();
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

  it('sends none of the optional details the visitor left alone', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lea@example.ch');
    // A day ticked then unticked again is as if left alone.
    await user.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mardi' }));
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(Default.args.onSubmit).toHaveBeenCalledTimes(1);
    expect(Default.args.onSubmit?.mock.calls[0]?.[0]).toStrictEqual({
      ...emptyContactForm,
      email: 'lea@example.ch',
      consent: true,
    });
  });

  it('offers the optional details, grouped apart, none chosen at first', () => {
    render(<Default />);
    const group = screen.getByRole('group', { name: 'Pour mieux vous répondre (facultatif)' });
    const service = within(group).getByRole('combobox', {
      name: 'Quelle prestation vous intéresse\u00a0?',
    });
    expect(service).toHaveDisplayValue('Je ne sais pas / pas de préférence');
    expect(
      within(service)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Je ne sais pas / pas de préférence',
      'Thérapie individuelle',
      'Thérapie familiale',
      'Thérapie de couple',
      'Thérapie de groupe',
      'Supervision',
      'Intervention post-immédiate après un événement traumatique',
    ]);
    const language = within(group).getByRole('group', { name: 'Langue de la thérapie' });
    expect(within(language).getByRole('radio', { name: 'Pas de préférence' })).toBeChecked();
    const free = within(group).getByRole('group', {
      name: 'Quand êtes-vous généralement disponible\u00a0?',
    });
    expect(
      within(free)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Le matin',
      'L’après-midi',
      'En soirée',
      'Lundi',
      'Mardi',
      'Mercredi',
      'Jeudi',
      'Vendredi',
    ]);
    for (const box of within(free).getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });

  it('sends the service, the language and the free times the visitor chose', async () => {
    const user = userEvent.setup();
    render(<Default />);
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+41 79 000 00 00');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Quelle prestation/ }),
      'Thérapie de couple',
    );
    await user.click(screen.getByRole('radio', { name: 'Allemand' }));
    await user.click(screen.getByRole('checkbox', { name: 'En soirée' }));
    await user.click(screen.getByRole('checkbox', { name: 'Le matin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Jeudi' }));
    await user.click(screen.getByRole('checkbox', { name: /J’accepte/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(Default.args.onSubmit?.mock.calls[0]?.[0]).toStrictEqual({
      ...emptyContactForm,
      phone: '+41 79 000 00 00',
      consent: true,
      service: 'couple-psychotherapy',
      therapyLanguage: 'de',
      // In the order of the day, whatever the order they were ticked in.
      freePeriods: ['morning', 'evening'],
      freeDays: ['thu'],
    });
  });

  it('shows the details already chosen, and leaves the language out once set back to none', async () => {
    const user = userEvent.setup();
    render(<WithDetails />);
    expect(screen.getByRole('combobox', { name: /Quelle prestation/ })).toHaveDisplayValue(
      'Thérapie de couple',
    );
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'En soirée' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lundi' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Pas de préférence' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Quelle prestation/ }),
      'Je ne sais pas / pas de préférence',
    );
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const sent: unknown = WithDetails.args.onSubmit?.mock.calls[0]?.[0];
    expect(sent).not.toHaveProperty('therapyLanguage');
    expect(sent).not.toHaveProperty('service');
    expect(sent).toMatchObject({ freePeriods: ['evening'], freeDays: ['tue', 'thu'] });
  });

  it.each([
    [
      'English',
      English,
      {
        legend: 'To help us answer (optional)',
        service: 'Which service are you asking about?',
        none: 'Not sure / no preference',
        couple: 'Couple therapy',
        language: 'Language for therapy',
        other: 'Another language',
        free: 'When are you usually free?',
        labels: [
          'Mornings',
          'Afternoons',
          'Evenings',
          'Monday',
          'Tuesday',
          'Wednesday',
          'Thursday',
          'Friday',
        ],
      },
    ],
    [
      'German',
      German,
      {
        legend: 'Damit wir Ihnen besser antworten können (freiwillig)',
        service: 'Für welches Angebot interessieren Sie sich?',
        none: 'Weiss nicht / keine Präferenz',
        couple: 'Paartherapie',
        language: 'Sprache der Therapie',
        other: 'Eine andere Sprache',
        free: 'Wann haben Sie in der Regel Zeit?',
        labels: [
          'Vormittags',
          'Nachmittags',
          'Abends',
          'Montag',
          'Dienstag',
          'Mittwoch',
          'Donnerstag',
          'Freitag',
        ],
      },
    ],
  ])('names the optional details in %s', (_language, Story, said) => {
    render(<Story />);
    const group = screen.getByRole('group', { name: said.legend });
    const service = within(group).getByRole('combobox', { name: said.service });
    expect(service).toHaveDisplayValue(said.none);
    expect(within(service).getByRole('option', { name: said.couple })).toBeInTheDocument();
    const language = within(group).getByRole('group', { name: said.language });
    expect(within(language).getByRole('radio', { name: said.other })).not.toBeChecked();
    const free = within(group).getByRole('group', { name: said.free });
    expect(
      within(free)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(said.labels);
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
