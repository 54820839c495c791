import { Type } from 'typebox';

/**
 * What the server notifies staff of, named so that the back-office words it in the reader's own
 * language (the stored title is the English fallback, for other readers of the API): a new
 * contact request, and a visitor booking, declining or cancelling a first appointment.
 */
export const NOTICE_KINDS = [
  'contact_request.new',
  'appointment.booked',
  'appointment.declined',
  'appointment.cancelled',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NoticeKindSchema = Type.Union([Type.Enum(NOTICE_KINDS), Type.Null()], {
  description:
    'What the server notified of, for a client to word in its reader’s language; null for a message that is only its title.',
});
