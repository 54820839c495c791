import type { Organization, OrganizationUpdate } from '../api/organization';

/** The General form's fields as typed: text for every box, booleans for the switches. */
export interface GeneralSettingsValues {
  name: string;
  access_token_expire_minutes: string;
  require_2fa_all_users: boolean;
  allow_public_signup: boolean;
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  email: string;
  website: string;
  contact_retention_days: string;
}

const TEXTS = ['street', 'zip', 'city', 'country', 'phone', 'email', 'website'] as const;

export function toGeneralValues(organization: Organization): GeneralSettingsValues {
  return {
    name: organization.name,
    access_token_expire_minutes: String(organization.access_token_expire_minutes ?? ''),
    require_2fa_all_users: organization.require_2fa_all_users,
    allow_public_signup: organization.allow_public_signup,
    street: organization.street ?? '',
    zip: organization.zip ?? '',
    city: organization.city ?? '',
    country: organization.country ?? '',
    phone: organization.phone ?? '',
    email: organization.email ?? '',
    website: organization.website ?? '',
    contact_retention_days: String(organization.contact_retention_days ?? ''),
  };
}

/** What PUT /organization/{id} receives: trimmed texts, empty ones as null, numbers as numbers. */
export function toGeneralUpdate(values: GeneralSettingsValues): OrganizationUpdate {
  const update: OrganizationUpdate = {
    name: values.name.trim(),
    require_2fa_all_users: values.require_2fa_all_users,
    allow_public_signup: values.allow_public_signup,
    ...Object.fromEntries(TEXTS.map((key) => [key, values[key].trim() || null])),
  };
  if (values.access_token_expire_minutes.trim() !== '') {
    update.access_token_expire_minutes = Number(values.access_token_expire_minutes);
  }
  if (values.contact_retention_days.trim() !== '') {
    update.contact_retention_days = Number(values.contact_retention_days);
  }
  return update;
}
