import { DEFAULT_LANGUAGE } from '@cabinet/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';
import { emailText } from '../../mail/email-text.ts';
import { queueMail } from '../../mail/outbox.ts';
import type { NoticeKind } from './notice-kinds.ts';
import { notifyStaff } from './notify-staff.ts';

/** The English title a notification keeps for readers of the API that do not know its kind. */
const ENGLISH_TITLES: Record<NoticeKind, string> = {
  'contact_request.new': 'New contact request',
  'appointment.booked': 'First appointment booked',
  'appointment.declined': 'None of the offered times suited',
  'appointment.cancelled': 'First appointment cancelled by the visitor',
};

/**
 * Tells the practice's staff that something happened to a request: a notification for each
 * administrator, which the back-office words in the reader's language, and a mail to the practice's
 * address in the practice's language (French, the site's first: the address is shared, it has no
 * reader of its own), each with a link to the request. Never the visitor's words: only the
 * request's number. Call it in the transaction that made the change.
 */
export async function tellPractice(
  app: FastifyInstance,
  db: Database,
  {
    organizationId,
    requestId,
    kind,
  }: { organizationId: number; requestId: number; kind: NoticeKind },
): Promise<void> {
  const link = `/contact-requests/${requestId}`;
  await notifyStaff(db, organizationId, {
    kind,
    title: ENGLISH_TITLES[kind],
    content: `Request #${requestId}`,
    link,
  });
  const [org] = await db
    .select({ email: organization.email, name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org?.email) return;
  const values = {
    organization: org.name,
    number: String(requestId),
    link: `${app.config.BACKOFFICE_URL.replace(/\/$/, '')}${link}`,
    notice: await emailText(db, DEFAULT_LANGUAGE, `practiceNotice.${kind}`, {}),
  };
  await queueMail(
    db,
    app.secretBox,
    {
      to: org.email,
      subject: await emailText(db, DEFAULT_LANGUAGE, 'practiceNotice.subject', values),
      text: await emailText(db, DEFAULT_LANGUAGE, 'practiceNotice.body', values),
    },
    // Kept apart in the outbox: a new request's notice is not an appointment's.
    {
      organizationId,
      kind: kind === 'contact_request.new' ? 'contact-notice' : 'appointment-notice',
    },
  );
}
