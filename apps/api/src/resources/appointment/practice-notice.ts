import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { queueMail } from '../../mail/outbox.ts';
import { notifyStaff } from '../notification/notify-staff.ts';

/**
 * Tells the practice's staff that something happened to a request's appointment (booked, no time
 * suited, cancelled): a notification in the back-office and a mail to the practice's address, each
 * with a link to the request. Never the visitor's words: only the request's number.
 */
export async function tellPractice(
  app: FastifyInstance,
  db: Database,
  {
    organizationId,
    requestId,
    title,
  }: { organizationId: number; requestId: number; title: string },
): Promise<void> {
  const link = `/contact-requests/${requestId}`;
  await notifyStaff(db, organizationId, { title, content: `Request #${requestId}`, link });
  const [org] = await db
    .select({ email: organization.email, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org?.email) return;
  await queueMail(
    db,
    app.secretBox,
    {
      to: org.email,
      subject: `${org.name}: ${title} (request #${requestId})`,
      text: `${title}. Open the request in the back-office:\n\n${app.config.BACKOFFICE_URL.replace(/\/$/, '')}${link}\n`,
    },
    { organizationId, kind: 'appointment-notice' },
  );
}
