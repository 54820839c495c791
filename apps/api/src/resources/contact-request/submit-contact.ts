import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { organization } from '../../db/schema/organization.ts';
import { notifyStaff } from '../notification/notify-staff.ts';

export interface ContactInput {
  name?: string;
  surname?: string;
  phone?: string;
  email?: string;
  message?: string;
  hasPrescription?: boolean;
}

const clean = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Stores a request, tells the staff (a notification and a mail with a link to the back-office) and
 * answers its id. The message itself stays in the database: never in a notification, a mail or a log.
 */
export async function submitContact(
  app: FastifyInstance,
  input: ContactInput,
  organizationId = 1,
): Promise<number> {
  const [row] = await app.db
    .insert(contactRequest)
    .values({
      organization_id: organizationId,
      name: clean(input.name),
      surname: clean(input.surname),
      phone: clean(input.phone),
      email: clean(input.email),
      message: clean(input.message),
      has_prescription: input.hasPrescription ?? false,
      consent_at: new Date(),
    })
    .returning({ id: contactRequest.id });
  const id = row!.id;
  const link = `/contact-requests/${id}`;
  await notifyStaff(app.db, organizationId, {
    title: 'New contact request',
    content: `Request #${id}`,
    link,
  });
  const [org] = await app.db
    .select({ email: organization.email, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (org?.email) {
    // Queued: the visitor's answer never waits for the mail server, and a failing one retries.
    await app.enqueueMail(
      {
        to: org.email,
        subject: `${org.name}: new contact request #${id}`,
        text: `A new contact request has arrived. Open it in the back-office:\n\n${app.config.BACKOFFICE_URL.replace(/\/$/, '')}${link}\n`,
      },
      { organizationId, kind: 'contact-notice' },
    );
  }
  return id;
}

/** Deletes requests older than each organization's retention period; answers how many went. */
export async function deleteExpiredContactRequests(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  const orgs = await app.db
    .select({ id: organization.id, days: organization.contact_retention_days })
    .from(organization);
  let deleted = 0;
  for (const org of orgs) {
    const cutoff = new Date(now.getTime() - org.days * 86_400_000);
    const gone = await app.db
      .delete(contactRequest)
      .where(
        sql`${contactRequest.organization_id} = ${org.id} and ${lt(contactRequest.created_at, cutoff)}`,
      )
      .returning({ id: contactRequest.id });
    deleted += gone.length;
  }
  return deleted;
}
