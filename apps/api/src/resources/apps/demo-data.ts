import type { ContactRequestStatus } from '../../db/schema/contact-request.ts';
import type { ServiceId } from '@cabinet/i18n/services';
// Clearly fictional people of a Neuchâtel practice: example.com addresses (reserved for examples), 000 phone numbers.

export interface DemoUser {
  username: string;
  first_name: string;
  last_name: string;
  title: 'Mr' | 'Mrs' | 'Ms' | 'Dr' | 'Prof';
  city: string;
  zip: string;
  role: 'admin_role' | 'user_role';
}

export const demoUsers: readonly DemoUser[] = [
  {
    username: 'camille.favre',
    first_name: 'Camille',
    last_name: 'Favre',
    title: 'Dr',
    city: 'Neuchâtel',
    zip: '2000',
    role: 'admin_role',
  },
  {
    username: 'luca.rossier',
    first_name: 'Luca',
    last_name: 'Rossier',
    title: 'Mr',
    city: 'La Chaux-de-Fonds',
    zip: '2300',
    role: 'user_role',
  },
  {
    username: 'lea.monnier',
    first_name: 'Léa',
    last_name: 'Monnier',
    title: 'Ms',
    city: 'Peseux',
    zip: '2034',
    role: 'user_role',
  },
  {
    username: 'nicolas.perret',
    first_name: 'Nicolas',
    last_name: 'Perret',
    title: 'Dr',
    city: 'Le Locle',
    zip: '2400',
    role: 'user_role',
  },
  {
    username: 'sophie.jeanneret',
    first_name: 'Sophie',
    last_name: 'Jeanneret',
    title: 'Mrs',
    city: 'Boudry',
    zip: '2017',
    role: 'user_role',
  },
  {
    username: 'anais.cuche',
    first_name: 'Anaïs',
    last_name: 'Cuche',
    title: 'Prof',
    city: 'Marin-Epagnier',
    zip: '2074',
    role: 'admin_role',
  },
];

export const demoNotifications: readonly { title: string; content: string; link: string }[] = [
  {
    title: 'Bienvenue dans l’espace du cabinet',
    content: 'Complétez votre profil pour que l’équipe vous reconnaisse.',
    link: '/profile',
  },
  {
    title: 'Nouvelle demande de contact',
    content: 'Une personne souhaite prendre rendez-vous.',
    link: '/contact-requests',
  },
  {
    title: 'Textes du site mis à jour',
    content: 'La page des tarifs a été relue.',
    link: '/theme_translations',
  },
];

export interface DemoContactRequest {
  name: string;
  surname: string;
  email: string | null;
  phone: string | null;
  message: string;
  has_prescription: boolean;
  service: ServiceId | null;
  therapy_language: 'fr' | 'en' | 'de' | 'other' | null;
  free_periods: string[];
  free_days: string[];
  status: ContactRequestStatus;
}

export const demoContactRequests: readonly DemoContactRequest[] = [
  {
    name: 'Julien',
    surname: 'Droz',
    email: 'julien.droz@example.com',
    phone: null,
    message: 'Bonjour, je souhaiterais un premier rendez-vous en soirée si possible.',
    has_prescription: true,
    service: 'individual-psychotherapy',
    therapy_language: 'fr',
    free_periods: ['evening'],
    free_days: ['tue', 'thu'],
    status: 'new',
  },
  {
    name: 'Martine',
    surname: 'Vuilleumier',
    email: null,
    phone: '+41 32 000 00 17',
    message: 'Pourriez-vous me rappeler pour une consultation de couple ?',
    has_prescription: false,
    service: 'couple-psychotherapy',
    therapy_language: null,
    free_periods: [],
    free_days: [],
    status: 'new',
  },
  {
    name: 'Thomas',
    surname: 'Girard',
    email: 'thomas.girard@example.com',
    phone: '+41 79 000 00 23',
    message: 'Mon médecin m’a remis une prescription ; quelles sont vos disponibilités ?',
    has_prescription: true,
    service: null,
    therapy_language: 'fr',
    free_periods: ['morning', 'afternoon'],
    free_days: ['mon', 'wed', 'fri'],
    status: 'in_progress',
  },
  {
    name: 'Élise',
    surname: 'Matthey',
    email: 'elise.matthey@example.com',
    phone: null,
    message: 'Proposez-vous des séances en allemand ?',
    has_prescription: false,
    service: 'individual-psychotherapy',
    therapy_language: 'de',
    free_periods: [],
    free_days: [],
    status: 'closed',
  },
];

/**
 * The practice's people on the team page: one fictional psychologist, as the site first showed
 * her, visible, so a fresh demo has a team to present. Linked to no user: nobody signs in as her.
 */
export const demoPractitioners = [
  {
    string_id: 'demo_claire_demo',
    display_name: 'Claire Demo',
    titles_fr:
      'Psychologue spécialiste en psychothérapie FSP\nPsychothérapeute reconnue au niveau fédéral\nAssociée gérante',
    titles_en:
      'FSP psychotherapy specialist\nFederally recognised psychotherapist\nManaging partner',
    titles_de:
      'Fachpsychologin für Psychotherapie FSP\nEidgenössisch anerkannte Psychotherapeutin\nGeschäftsführende Partnerin',
    bio_fr:
      'Claire Demo (personne fictive de ce site de démonstration) a étudié la psychologie à l’Université de Neuchâtel puis s’est formée à la thérapie systémique et à la psychotraumatologie. Elle reçoit des adultes, des couples et des familles en français, en anglais et en allemand.',
    bio_en:
      'Claire Demo (a fictional person on this demonstration site) studied psychology at the University of Neuchâtel, then trained in systemic therapy and psycho-traumatology. She sees adults, couples and families in French, English and German.',
    bio_de:
      'Claire Demo (eine fiktive Person dieser Demonstrationswebsite) hat an der Universität Neuenburg Psychologie studiert und sich danach in systemischer Therapie und Psychotraumatologie weitergebildet. Sie begleitet Erwachsene, Paare und Familien auf Französisch, Englisch und Deutsch.',
    languages: ['fr', 'en', 'de'],
    specialities: [
      'individual-psychotherapy',
      'family-psychotherapy',
      'couple-psychotherapy',
      'immediate-intervention',
    ],
    registrations: ['fsp', 'federal_psychotherapist'],
    visible: true,
    position: 1,
  },
];
