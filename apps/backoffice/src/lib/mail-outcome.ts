import type { TFunction } from 'i18next';

/**
 * The API tells a mail's outcome (a test mail's answer, a queued mail's last failure) in a few
 * fixed English sentences; each has its text in the reader's language. An unknown sentence is
 * shown as it came.
 */
const OUTCOME_KEYS: Record<string, string> = {
  'The test message was sent.': 'settings.smtp.test.sent',
  'SMTP is not configured.': 'settings.smtp.test.notConfigured',
  'Could not connect to the mail server.': 'settings.smtp.test.unreachable',
  'The secure connection (TLS) with the mail server failed.': 'settings.smtp.test.tls',
  'The mail server refused the user name or password.': 'settings.smtp.test.authentication',
  'The mail server refused the sender or recipient address.': 'settings.smtp.test.address',
  'The mail server refused the message.': 'settings.smtp.test.message',
  'The message could not be sent.': 'settings.smtp.test.other',
};

/** The API's sentence in the reader's language, or as it came when it is not one of the known. */
export function mailOutcomeText(detail: string, t: TFunction): string {
  const key = OUTCOME_KEYS[detail];
  return key ? t(key) : detail;
}
