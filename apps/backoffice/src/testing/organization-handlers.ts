import type { components, paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { env } from '../config/env';

type Organization = components['schemas']['Organization'];
type Update = paths['/organization/{id}']['put']['requestBody']['content']['application/json'];
type TestEmailBody = NonNullable<
  paths['/organization/{id}/test-email']['post']['requestBody']
>['content']['application/json'];
type TestEmailAnswer =
  paths['/organization/{id}/test-email']['post']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

/** The organization as its administrators read it, with `overrides` applied. */
export function apiOrganization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 1,
    name: 'Cabinet Lac & Parole',
    street: 'Rue du Seyon 10',
    zip: '2000',
    city: 'Neuchâtel',
    country: 'CH',
    phone: '+41 32 000 00 00',
    email: 'contact@example.ch',
    website: null,
    allow_public_signup: false,
    require_2fa_all_users: false,
    access_token_expire_minutes: 60,
    contact_retention_days: 365,
    mail_server: 'smtp.example.ch',
    mail_port: 587,
    mail_username: 'cabinet',
    mail_password_set: true,
    mail_from_name: 'Cabinet',
    mail_from: 'cabinet@example.ch',
    mail_validate_certs: true,
    mail_ssl_tls: false,
    mail_starttls: true,
    ...overrides,
  };
}

/**
 * GET and PUT /organization/1 over one record, and POST /organization/1/test-email answering
 * `testEmail`; each PUT body is handed to `onUpdate`. `forbidden` answers 403 to the writes.
 */
export function organizationHandlers({
  initial = apiOrganization(),
  onUpdate,
  testEmail = { sent: true, detail: 'The test message was sent.' },
  forbidden = false,
}: {
  initial?: Organization;
  onUpdate?: (body: Update) => void;
  testEmail?: TestEmailAnswer;
  forbidden?: boolean;
} = {}) {
  let current = { ...initial };
  const refuse = () =>
    HttpResponse.json<ErrorBody>(
      { detail: 'Only administrators can change the organization settings.' },
      { status: 403 },
    );
  return [
    http.get<never, never, Organization>(`${env.apiUrl}/organization/1`, () =>
      HttpResponse.json(current),
    ),
    http.put<never, Update, Organization | ErrorBody>(
      `${env.apiUrl}/organization/1`,
      async ({ request }) => {
        if (forbidden) return refuse();
        const body = await request.json();
        onUpdate?.(body);
        const { mail_password, mail_port, ...rest } = body;
        current = {
          ...current,
          ...(rest as Partial<Organization>),
          ...(mail_port === undefined
            ? {}
            : { mail_port: mail_port === null ? null : Number(mail_port) }),
          ...(mail_password === undefined ? {} : { mail_password_set: Boolean(mail_password) }),
        };
        return HttpResponse.json(current);
      },
    ),
    http.post<never, TestEmailBody, TestEmailAnswer | ErrorBody>(
      `${env.apiUrl}/organization/1/test-email`,
      () => (forbidden ? refuse() : HttpResponse.json(testEmail)),
    ),
  ];
}
