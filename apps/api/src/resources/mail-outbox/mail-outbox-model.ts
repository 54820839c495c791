import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/**
 * The outbox as admins see it, read only: what each mail is for, its state, its attempts and the
 * last failure in a few words. Never the sealed message (recipient, subject, text with its links),
 * nor the sender's lease, nor which visitor's request a mail is about (that link exists only so
 * the mail is erased with the request); an organization's admins see their organization's mails
 * (scope `org`).
 */
export const mailOutboxModel: ModelDefinition = {
  name: 'mail_outbox',
  schemaName: 'MailOutbox',
  table: mailOutbox,
  secret: ['message_sealed', 'claimed_until', 'organization_id', 'contact_request_id'],
  organizationColumn: 'organization_id',
  describe: (row) => `Mail #${String(row.id)} (${String(row.kind)})`,
};
