// A real SMTP server on loopback that keeps every message it receives: the API's tests and the
// back-office's end-to-end tests read the mails the product sends (links, notices) from it.
import { SMTPServer } from 'smtp-server';

/** Undoes quoted-printable soft line breaks and escapes, so a link in a mail reads whole. */
export function decodeQuotedPrintable(raw) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Starts the catcher on a free port of 127.0.0.1 (plain SMTP, no TLS, any login accepted), or on
 * `port` (a test stops the mail server and brings it back where the product expects it).
 */
export async function startMailCatcher({ port: wanted = 0 } = {}) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        mails.push({ to, raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
