import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organization, PRACTICE_EMAIL } from '../testing/handlers';
import { renderPage } from '../testing/render-page';

type Visitor = Awaited<ReturnType<typeof renderPage>>['user'];

/** The section of the page (not of the footer) a level-2 heading names. */
const section = (name: string | RegExp) => {
  const main = screen.getByRole('main');
  const region = within(main).getByRole('heading', { level: 2, name }).closest('section');
  if (!region) throw new Error(`No section is titled ${String(name)}.`);
  return region;
};

/** Reveals the practice's email in `region` as a visitor does: the button, then the challenge. */
async function revealEmail(user: Visitor, region: HTMLElement) {
  await user.click(within(region).getByRole('button', { name: 'Afficher l’adresse e-mail' }));
  await user.click(await within(region).findByRole('button', { name: 'Je ne suis pas un robot' }));
  return within(region).findByRole('link', { name: PRACTICE_EMAIL });
}

describe('the legal pages, as the server sends them', () => {
  it.each([
    [
      'fr',
      '/legal-notice',
      'Mentions légales',
      [
        'Éditeur du site',
        'Responsable du contenu',
        'Profession réglementée',
        'Hébergement',
        'Responsabilité',
        'Droits d’auteur',
      ],
    ],
    [
      'en',
      '/legal-notice',
      'Legal notice',
      [
        'Published by',
        'Responsible for the content',
        'Regulated profession',
        'Hosting',
        'Liability',
        'Copyright',
      ],
    ],
    [
      'de',
      '/legal-notice',
      'Impressum',
      [
        'Herausgeberin',
        'Verantwortlich für den Inhalt',
        'Reglementierter Beruf',
        'Hosting',
        'Haftung',
        'Urheberrecht',
      ],
    ],
    [
      'fr',
      '/accessibility',
      'Déclaration d’accessibilité',
      [
        'Notre objectif',
        'État de conformité',
        'Comment nous l’avons vérifié',
        'Limites connues',
        'Signaler un obstacle',
        'Établissement de cette déclaration',
      ],
    ],
    [
      'en',
      '/accessibility',
      'Accessibility statement',
      [
        'Our target',
        'Conformance status',
        'How we tested it',
        'Known limits',
        'Report a barrier',
        'About this statement',
      ],
    ],
    [
      'de',
      '/accessibility',
      'Erklärung zur Barrierefreiheit',
      [
        'Unser Ziel',
        'Stand der Konformität',
        'Wie wir geprüft haben',
        'Bekannte Einschränkungen',
        'Barriere melden',
        'Zu dieser Erklärung',
      ],
    ],
    [
      'fr',
      '/privacy',
      'Protection des données',
      [
        'Responsable du traitement',
        'Ce que le formulaire de contact collecte',
        'Pourquoi',
        'Demandes et prises de rendez-vous',
        'Vérification anti-robot',
        'E-mails',
        'Où les données sont conservées',
        'Combien de temps',
        'Journaux des serveurs',
        'Cookie et stockage dans votre navigateur',
        'Statistiques de visite',
        'Carte',
        'Vos droits',
        'Nous contacter',
      ],
    ],
    [
      'en',
      '/privacy',
      'Privacy policy',
      [
        'Who is responsible',
        'What the contact form collects',
        'Why',
        'Appointment requests and bookings',
        'Robot check',
        'Emails',
        'Where it is stored',
        'For how long',
        'Server logs',
        'Cookie and browser storage',
        'Visit statistics',
        'Map',
        'Your rights',
        'Contact us',
      ],
    ],
    [
      'de',
      '/privacy',
      'Datenschutz',
      [
        'Verantwortliche Stelle',
        'Was das Kontaktformular erhebt',
        'Wozu',
        'Terminanfragen und Buchungen',
        'Roboter-Prüfung',
        'E-Mails',
        'Wo die Daten gespeichert werden',
        'Wie lange',
        'Server-Protokolle',
        'Cookie und Speicher im Browser',
        'Besuchsstatistik',
        'Karte',
        'Ihre Rechte',
        'Kontakt',
      ],
    ],
  ] as const)(
    '%s %s is titled “%s”, with its sections in order',
    async (language, path, title, sections) => {
      await renderPage(path, { language });

      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(document.title).toBe(`${title} · Cabinet Lac & Parole`);
      const main = screen.getByRole('main');
      expect(
        within(main)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(sections);
      // Every section says something, and no text is missing (i18next shows a missing one's key).
      for (const name of sections) {
        const text = section(name).textContent ?? '';
        expect(text.length, name).toBeGreaterThan(name.length + 40);
        expect(text, name).not.toMatch(/(privacy|legalNotice|accessibility|legal)\.[a-z]/);
      }
    },
  );

  it('links the four legal pages from the footer of every page, in the page’s language', async () => {
    for (const [language, labels] of [
      [
        'fr',
        ['Mentions légales', 'Conditions générales', 'Protection des données', 'Accessibilité'],
      ],
      ['en', ['Legal notice', 'Terms and conditions', 'Privacy policy', 'Accessibility']],
      ['de', ['Impressum', 'Allgemeine Geschäftsbedingungen', 'Datenschutz', 'Barrierefreiheit']],
    ] as const) {
      await renderPage('/team', { language });
      const footer = screen.getByRole('contentinfo');
      const legal = within(footer).getAllByRole('navigation').at(-1)!;
      expect(
        within(legal)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual([
        [labels[0], '/legal-notice'],
        [labels[1], '/terms'],
        [labels[2], '/privacy'],
        [labels[3], '/accessibility'],
      ]);
    }
  });
});

describe('the legal notice', () => {
  it('names the practice as staff set it, its address, phone, UID and, after the challenge, its email', async () => {
    const { user } = await renderPage('/legal-notice', {
      organization: {
        ...organization,
        name: 'Cabinet du Lac',
        street: 'Rue de l’Hôpital 5',
        phone: '+41 32 111 22 33',
      },
    });

    const publisher = section('Éditeur du site');
    expect(publisher.querySelector('address')).toHaveTextContent(
      'Cabinet du LacRue de l’Hôpital 52000 NeuchâtelSuisse',
    );
    expect(within(publisher).getByRole('link', { name: '+41 32 111 22 33' })).toHaveAttribute(
      'href',
      'tel:+41321112233',
    );
    expect(
      within(publisher).getByText(
        'Numéro d’identification des entreprises (IDE) : CHE-000.000.000',
      ),
    ).toBeVisible();
    expect(await revealEmail(user, publisher)).toHaveAttribute('href', `mailto:${PRACTICE_EMAIL}`);
  });

  it('shows the UID line as staff rewrote it', async () => {
    await renderPage('/legal-notice', {
      language: 'de',
      texts: {
        public: { 'legalNotice.operator.uid': 'UID: CHE-123.456.789 (Handelsregister Neuenburg)' },
      },
    });

    expect(
      within(section('Herausgeberin')).getByText(
        'UID: CHE-123.456.789 (Handelsregister Neuenburg)',
      ),
    ).toBeVisible();
  });
});

describe('the accessibility statement', () => {
  it('states its WCAG 2.2 AA target, its partial conformance and how it was tested', async () => {
    await renderPage('/accessibility', { language: 'en' });

    expect(section('Our target')).toHaveTextContent(/level AA of .* \(WCAG\) 2\.2/);
    expect(section('Conformance status')).toHaveTextContent('partially conformant');
    const tested = section('How we tested it');
    expect(tested).toHaveTextContent('axe');
    expect(tested).toHaveTextContent('in French, English and German');
    expect(tested).toHaveTextContent('keyboard');
    expect(tested).toHaveTextContent('320 to 414 pixels');
    const limits = section('Known limits');
    expect(limits).toHaveTextContent('OpenStreetMap');
    expect(limits).toHaveTextContent('(PDF)');
    expect(limits).toHaveTextContent('call us on +41 32 000 00 00');
  });

  it('says whom to write to and when the answer comes: the practice’s email, phone and address', async () => {
    const { user } = await renderPage('/accessibility');

    const feedback = section('Signaler un obstacle');
    expect(feedback).toHaveTextContent('nous vous répondons dans les 5 jours ouvrables');
    expect(within(feedback).getByRole('link', { name: '+41 32 000 00 00' })).toHaveAttribute(
      'href',
      'tel:+41320000000',
    );
    expect(feedback.querySelector('address')).toHaveTextContent('Rue du Seyon 10');
    expect(await revealEmail(user, feedback)).toHaveAttribute('href', `mailto:${PRACTICE_EMAIL}`);
  });
});

describe('the privacy policy', () => {
  it('names the practice as staff set it as the controller', async () => {
    await renderPage('/privacy', {
      organization: { ...organization, name: 'Cabinet du Lac', phone: '+41 32 111 22 33' },
    });

    expect(section('Responsable du traitement')).toHaveTextContent(
      'Cabinet du Lac, Rue du Seyon 10, 2000 Neuchâtel, téléphone +41 32 111 22 33.',
    );
  });

  it('names the one cookie and the browser storage the site uses', async () => {
    await renderPage('/privacy', { language: 'en' });

    const cookies = section('Cookie and browser storage');
    expect(cookies).toHaveTextContent('one cookie, “i18next”');
    expect(cookies).toHaveTextContent('for a year');
    expect(cookies).toHaveTextContent('session storage (“practiceEmail”)');
    expect(cookies).toHaveTextContent('No advertising or audience-measurement cookies');
  });

  it('says how long the server logs, the requests and the mails are kept', async () => {
    await renderPage('/privacy', { language: 'en' });

    const logs = section('Server logs');
    expect(logs).toHaveTextContent('your IP address');
    expect(logs).toHaveTextContent('access log (Caddy) is kept for at most 14 days');
    expect(logs).toHaveTextContent('log, for at most 30 days');
    expect(section('For how long')).toHaveTextContent(
      'erased automatically 730 days after it ended (closed, declined or referred elsewhere',
    );
    expect(section('Emails')).toHaveTextContent(
      'after 30 days; one that could not be sent, after 90 days',
    );
    expect(section('Emails')).toHaveTextContent('mail server (SMTP)');
    expect(section('Robot check')).toHaveTextContent('ALTCHA');
    expect(section('Robot check')).toHaveTextContent('no third-party service');
  });

  it('says the site measures no visits when built without visitor tracking', async () => {
    await renderPage('/privacy', { language: 'de' });

    expect(section('Besuchsstatistik')).toHaveTextContent('Diese Website misst keine Besuche');
  });

  it('describes the appointment data: what a request may add, the offers, the booking and its mails', async () => {
    await renderPage('/privacy');

    const appointments = section('Demandes et prises de rendez-vous');
    for (const part of [
      'la prestation qui vous intéresse',
      'la langue souhaitée pour la thérapie',
      'vos disponibilités habituelles',
      'jusqu’à trois horaires par e-mail',
      'lien personnel à usage unique, valable 14 jours',
      'un fichier de calendrier',
      'un rappel la veille',
      'annuler le rendez-vous',
    ])
      expect(appointments).toHaveTextContent(part);
  });

  it('names the visitor’s rights under the nLPD and the federal commissioner', async () => {
    await renderPage('/privacy', { language: 'en' });

    const rights = section('Your rights');
    expect(rights).toHaveTextContent('receive a copy');
    expect(rights).toHaveTextContent('corrected or deleted');
    expect(rights).toHaveTextContent('withdraw your consent');
    expect(rights).toHaveTextContent('(FDPIC)');
  });
});
