import { SUPPORTED_LANGUAGES, type Language } from '@cabinet/i18n/languages';
import { Type } from 'typebox';

/**
 * The replies a practice sends a visitor about their contact request: an offer of a first
 * appointment, a place on the waiting list, a referral elsewhere, a request for more information.
 */
export const REPLY_KINDS = [
  'first_appointment',
  'waiting_list',
  'referral',
  'more_information',
] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/**
 * What a template may name, filled when a reply is drafted: the visitor's name, the practitioner
 * who writes (the one assigned to the request, or the sender), the times offered (one a line).
 */
export const REPLY_PLACEHOLDERS = ['visitor_name', 'practitioner', 'offered_times'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

export const ReplyKindSchema = Type.Enum(REPLY_KINDS, { description: 'The kind of reply.' });
export const ReplyLanguageSchema = Type.Enum(SUPPORTED_LANGUAGES, {
  description: 'The language the reply is written in.',
});

/** A subject fits a mail's header; a body is a letter, not a book. */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

export const ReplyTextSchema = {
  subject: Type.String({ minLength: 1, maxLength: SUBJECT_MAX, pattern: '\\S' }),
  body: Type.String({ minLength: 1, maxLength: BODY_MAX, pattern: '\\S' }),
};

export type { Language };
