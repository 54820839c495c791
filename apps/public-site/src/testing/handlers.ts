import { createApiHandlers } from '@cabinet/api-client/testing/handlers';
import { http, HttpResponse } from 'msw';
import { env } from '../config/env';

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
  emailHandlers.ok(),
  submitHandlers.ok(),
];
