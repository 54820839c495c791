import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../../mail/outbox.ts';
import type { ServiceId } from '@cabinet/i18n/services';
import { notifyStaff } from '../notification/notify-staff.ts';

export interface ContactInput {
  name?: string;
  surname?: string;
  phone?: string;
  email?: string;
  message?: string;
  hasPrescription?: boolean;
  service?: ServiceId;
  therapyLanguage?: string;
  freePeriods?: string[];
  freeDays?: string[];
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Stores a request, tells the staff (a notification and a mail with a link to the back-office) and
 * answers its id, all in one transaction: a request is never stored without its notice, nor a
 * notice sent for a request that was not stored. The message itself stays in the database: never
 * in a notification, a mail or a log.
 */
export async function submitContact(
  app: FastifyInstance,
  input: ContactInput,
  organizationId = 1,
): Promise<number> {
  const id = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [row] = await tx
      .insert(contactRequest)
      .values({
        organization_id: organizationId,
        name: clean(input.name),
        surname: clean(input.surname),
        phone: clean(input.phone),
        email: clean(input.email),
        message: clean(input.message),
        has_prescription: input.hasPrescription ?? false,
        service: input.service ?? null,
        therapy_language: input.therapyLanguage ?? null,
        free_periods: input.freePeriods ?? [],
        free_days: input.freeDays ?? [],
        consent_at: new Date(),
      })
      .returning({ id: contactRequest.id });
    const stored = row!.id;
    const link = `/contact-requests/${stored}`;
    await notifyStaff(tx, organizationId, {
      title: 'New contact request',
      content: `Request #${stored}`,
      link,
    });
    const [org] = await tx
      .select({ email: organization.email, name: organization.name })
      .from(organization)
      .where(eq(organization.id, organizationId));
    if (org?.email) {
      // Queued in the outbox: the visitor's answer never waits for the mail server.
      await queueMail(
        tx,
        app.secretBox,
        {
          to: org.email,
          subject: `${org.name}: new contact request #${stored}`,
          text: `A new contact request has arrived. Open it in the back-office:\n\n${app.config.BACKOFFICE_URL.replace(/\/$/, '')}${link}\n`,
        },
        { organizationId, kind: 'contact-notice' },
      );
    }
    return stored;
  });
  // Committed: the sender may take the mail now.
  app.mailQueue.kick();
  return id;
}
