import { createApiHandlers } from '@cabinet/api-client/testing/handlers';
import { http, HttpResponse } from 'msw';
import { env } from '../config/env';
import type { PublicPractitioner } from '../lib/known-practitioners';

/** The mocked API's handlers (typed from the OpenAPI document), at this app's API URL. */
export const { apiUrl, healthHandlers, defaultHandlers } = createApiHandlers(env.apiUrl);

/** The practice's public identity as the API gives it (no email). */
export const organization = {
  id: 1,
  name: 'Cabinet Lac & Parole',
  street: 'Rue du Seyon 10',
  zip: '2000',
  city: 'Neuchâtel',
  country: 'CH',
  phone: '+41 32 000 00 00',
  website: null,
  allow_public_signup: false,
  require_2fa_all_users: false,
};

/** The visible team as the API gives it: two practitioners, the second without a photo. */
export const practitioners: PublicPractitioner[] = [
  {
    id: 1,
    display_name: 'Claire Demo',
    titles_fr: 'Psychologue spécialiste en psychothérapie FSP\nAssociée gérante',
    titles_en: 'FSP psychotherapy specialist\nManaging partner',
    titles_de: 'Fachpsychologin für Psychotherapie FSP\nGeschäftsführende Partnerin',
    bio_fr: 'Reçoit des adultes et des couples.',
    bio_en: 'Sees adults and couples.',
    bio_de: 'Begleitet Erwachsene und Paare.',
    languages: ['fr', 'en', 'it'],
    specialities: ['individual-psychotherapy', 'couple-psychotherapy'],
    registrations: ['fsp', 'federal_psychotherapist'],
    gln: '7601000000000',
    photo: 'a1b2c3.png',
  },
  {
    id: 2,
    display_name: 'Jonas Beispiel',
    titles_fr: null,
    titles_en: null,
    titles_de: 'Psychologe FSP',
    bio_fr: null,
    bio_en: null,
    bio_de: null,
    languages: ['de'],
    specialities: ['supervision'],
    registrations: [],
    gln: null,
    photo: null,
  },
];

export const practitionerHandlers = {
  ok: (items: PublicPractitioner[] = practitioners) =>
    http.get(`${env.apiUrl}/practitioner/public`, () => HttpResponse.json({ items })),
  unreachable: () => http.get(`${env.apiUrl}/practitioner/public`, () => HttpResponse.error()),
};

export const PRACTICE_EMAIL = 'contact@cabinet-lac-parole.example';

export const organizationHandlers = {
  ok: (overrides: Partial<typeof organization> = {}) =>
    http.get(`${env.apiUrl}/organization/1`, () =>
      HttpResponse.json({ ...organization, ...overrides }),
    ),
  unreachable: () => http.get(`${env.apiUrl}/organization/1`, () => HttpResponse.error()),
};

export const emailHandlers = {
  ok: () =>
    http.post(`${env.apiUrl}/contact/email`, () => HttpResponse.json({ email: PRACTICE_EMAIL })),
  refused: () =>
    http.post(`${env.apiUrl}/contact/email`, () =>
      HttpResponse.json({ detail: 'The challenge was already used.' }, { status: 400 }),
    ),
};

export const submitUrl = `${env.formBackendUrl}/api/submit`;

export const submitHandlers = {
  ok: () => http.post(submitUrl, () => HttpResponse.json({ detail: 'Thank you.' })),
  refused: (status = 400, detail = 'The verification has expired.') =>
    http.post(submitUrl, () => HttpResponse.json({ detail }, { status })),
  unreachable: () => http.post(submitUrl, () => HttpResponse.error()),
};

/** Everything the public site calls on its own, answering as a healthy API would. */
export const siteHandlers = [
  ...defaultHandlers,
  organizationHandlers.ok(),
  practitionerHandlers.ok(),
  emailHandlers.ok(),
  submitHandlers.ok(),
];
