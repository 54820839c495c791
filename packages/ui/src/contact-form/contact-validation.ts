import type { ContactDetails } from './contact-details.ts';

/** The fields every request has. */
interface ContactFields {
  name: string;
  surname: string;
  phone: string;
  email: string;
  message: string;
  hasPrescription: boolean;
  consent: boolean;
}

/** What the contact form sends, before the human-verification payload is added. */
export type ContactFormValues<D extends ContactDetails = ContactDetails> = ContactFields & D;

export type ContactTextField = 'name' | 'surname' | 'phone' | 'email' | 'message';

/** Each text field's maximum length: the API's, as its contract states them. */
export type ContactLimits = Record<ContactTextField, number>;

export const emptyContactForm: ContactFormValues = {
  name: '',
  surname: '',
  phone: '',
  email: '',
  message: '',
  hasPrescription: false,
  consent: false,
};

/** A field's problem, and the maximum length for `tooLong`. */
export interface ContactFieldError {
  code: 'tooLong' | 'email' | 'reachable' | 'consent';
  max?: number;
}

export type ContactFormErrors = Partial<Record<keyof ContactFormValues, ContactFieldError>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's rules: maximum lengths, a valid email when given, an email or a phone, consent. */
export function validateContact(
  values: ContactFormValues,
  limits: ContactLimits,
): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of Object.keys(limits) as ContactTextField[]) {
    if (values[field].length > limits[field]) {
      errors[field] = { code: 'tooLong', max: limits[field] };
    }
  }
  const email = values.email.trim();
  if (email && !errors.email && !EMAIL.test(email)) errors.email = { code: 'email' };
  if (!email && !values.phone.trim()) errors.email = { code: 'reachable' };
  if (!values.consent) errors.consent = { code: 'consent' };
  return errors;
}
