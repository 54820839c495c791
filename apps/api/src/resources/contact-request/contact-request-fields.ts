import { Type } from 'typebox';
import { SERVICE_IDS } from '@cabinet/i18n/services';

/** Where a request stands, in the order it usually goes; the last three are its ends. */
export const CONTACT_REQUEST_STATUSES = [
  'new',
  'in_progress',
  'times_offered',
  'booked',
  'closed',
  'declined',
  'referred',
] as const;

/** The statuses that end a request: its retention period counts from the moment it reached one. */
export const ENDED_STATUSES: readonly string[] = ['closed', 'declined', 'referred'];

/** The languages a visitor may ask therapy in; `other` says none of the site's three. */
export const THERAPY_LANGUAGES = ['fr', 'en', 'de', 'other'] as const;

/** When in the day, and on which weekdays, a visitor is usually free. */
export const FREE_PERIODS = ['morning', 'afternoon', 'evening'] as const;
export const FREE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

const oneOf = (items: readonly string[], description: string) =>
  Type.Union(
    items.map((item) => Type.Literal(item)),
    { description },
  );

const optionalOneOf = (items: readonly string[], description: string) =>
  Type.Union([...items.map((item) => Type.Literal(item)), Type.Null()], { description });

const listOf = (items: readonly string[], description: string) =>
  Type.Array(oneOf(items, description), { uniqueItems: true, maxItems: items.length, description });

/** What a visitor may say about the therapy they look for: all optional, as few as they like. */
export const visitorPreferenceSchemas = {
  service: optionalOneOf(SERVICE_IDS, 'The service asked about, by the site’s service ids.'),
  therapy_language: optionalOneOf(THERAPY_LANGUAGES, 'The language wanted for therapy.'),
  free_periods: listOf(FREE_PERIODS, 'When in the day they are usually free.'),
  free_days: listOf(FREE_DAYS, 'Which weekdays they are usually free.'),
};

/** The same preferences as the contact form sends them (`POST /api/submit`): each may be left out. */
export const submittedPreferenceSchemas = {
  service: Type.Optional(oneOf(SERVICE_IDS, 'The service asked about, by the site’s service ids.')),
  therapyLanguage: Type.Optional(oneOf(THERAPY_LANGUAGES, 'The language wanted for therapy.')),
  freePeriods: Type.Optional(visitorPreferenceSchemas.free_periods),
  freeDays: Type.Optional(visitorPreferenceSchemas.free_days),
};

/** The shapes of a request's fields narrower than their columns: records, bodies, typed client. */
export const contactRequestFieldSchemas = {
  ...visitorPreferenceSchemas,
  status: oneOf(CONTACT_REQUEST_STATUSES, 'Where the request stands.'),
};
