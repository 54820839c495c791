import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { organization } from '../db/schema/organization.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { MAIL_OUTCOMES, mailFailure, type MailFailure } from './mail-outcome.ts';

/** A small file sent with a mail (an appointment's calendar entry), its content as text. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Whether it went; if not, why in a few words (never the remote server's reply). */
export type MailResult = { sent: true } | { sent: false; reason: MailFailure };

/**
 * Sends through the organization's SMTP settings (the back-office edits them), read at each send so a change in the
 * back-office applies at once. Without a configured server nothing is sent and the reason is returned.
 */
export async function sendMail(
  db: Database,
  box: SecretBox,
  message: MailMessage,
  organizationId = 1,
): Promise<MailResult> {
  const [org] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!org?.mail_server || !org.mail_port || !org.mail_from)
    return { sent: false, reason: MAIL_OUTCOMES.notConfigured };
  const transport = nodemailer.createTransport({
    host: org.mail_server,
    port: org.mail_port,
    secure: org.mail_ssl_tls,
    requireTLS: org.mail_starttls,
    ignoreTLS: !org.mail_ssl_tls && !org.mail_starttls,
    tls: { rejectUnauthorized: org.mail_validate_certs },
    // A hung server (accepts, never answers) costs the background sender seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
    ...(org.mail_username
      ? {
          auth: {
            user: org.mail_username,
            pass: org.mail_password_sealed ? box.open(org.mail_password_sealed) : '',
          },
        }
      : {}),
  });
  try {
    await transport.sendMail({
      from: org.mail_from_name
        ? { name: org.mail_from_name, address: org.mail_from }
        : org.mail_from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
    return { sent: true };
  } catch (error) {
    return { sent: false, reason: mailFailure(error) };
  } finally {
    transport.close();
  }
}
