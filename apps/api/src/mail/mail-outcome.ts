/**
 * The outcome of a send told in a few words. The remote server's reply (its banner, host names,
 * software versions, the reason it gave) never leaves the API: the test mail would otherwise let an
 * administrator probe any host and read what it answers.
 */
export const MAIL_OUTCOMES = {
  sent: 'The test message was sent.',
  notConfigured: 'SMTP is not configured.',
  unreachable: 'Could not connect to the mail server.',
  tls: 'The secure connection (TLS) with the mail server failed.',
  authentication: 'The mail server refused the user name or password.',
  address: 'The mail server refused the sender or recipient address.',
  message: 'The mail server refused the message.',
  other: 'The message could not be sent.',
} as const;

export type MailFailure = Exclude<
  (typeof MAIL_OUTCOMES)[keyof typeof MAIL_OUTCOMES],
  'The test message was sent.'
>;

/** Nodemailer's error codes, grouped into what an administrator can act on. */
const BY_CODE: Record<string, MailFailure> = {
  ECONNECTION: MAIL_OUTCOMES.unreachable,
  ETIMEDOUT: MAIL_OUTCOMES.unreachable,
  ESOCKET: MAIL_OUTCOMES.unreachable,
  EDNS: MAIL_OUTCOMES.unreachable,
  ECONNREFUSED: MAIL_OUTCOMES.unreachable,
  ETLS: MAIL_OUTCOMES.tls,
  EAUTH: MAIL_OUTCOMES.authentication,
  ENOAUTH: MAIL_OUTCOMES.authentication,
  EENVELOPE: MAIL_OUTCOMES.address,
  EMESSAGE: MAIL_OUTCOMES.message,
};

export function mailFailure(error: unknown): MailFailure {
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && BY_CODE[code]) || MAIL_OUTCOMES.other;
}
