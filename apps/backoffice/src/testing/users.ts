import type { components } from '@cabinet/api-client/schema';

export type ApiUser = components['schemas']['User'];

/** A user as GET /user/util/me answers it, with `overrides` applied. */
export function apiUser(overrides: Partial<ApiUser> = {}): ApiUser {
  return {
    id: 1,
    string_id: null,
    username: 'amartin',
    email: 'anne.martin@example.ch',
    signed_up: true,
    internal: false,
    active: true,
    name: 'Anne Martin',
    title: null,
    first_name: 'Anne',
    middle_name: null,
    last_name: 'Martin',
    street: null,
    street2: null,
    city: null,
    state: null,
    zip: null,
    country: null,
    phone: null,
    mobile: null,
    website: null,
    company_name: null,
    image_id: null,
    cv_attachment_id: null,
    image: null,
    cv: null,
    is_use_2fa: false,
    organization_id: 1,
    organization: { id: 1, name: 'Cabinet Lac & Parole' },
    roles: [{ id: 2, name: 'Admin', string_id: 'admin_role' }],
    all_roles: [
      { id: 2, name: 'Admin', string_id: 'admin_role' },
      { id: 3, name: 'User', string_id: 'user_role' },
    ],
    permissions: [],
    created_at: '2026-01-05T09:00:00.000Z',
    updated_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}
