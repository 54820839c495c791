import { organization } from '../../db/schema/organization.ts';

/**
 * What a visitor's mails and a calendar's events say of the practice: its name, where it is, and
 * the phone to call once cancelling online is over. Select it as `practice: practiceColumns`
 * beside a join on the organization.
 */
export const practiceColumns = {
  name: organization.name,
  street: organization.street,
  zip: organization.zip,
  city: organization.city,
  phone: organization.phone,
};

export interface Practice {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  phone: string | null;
}

/** "Rue du Seyon 10, 2000 Neuchâtel" */
export const addressOf = (practice: Practice) =>
  [practice.street, [practice.zip, practice.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
