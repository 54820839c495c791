import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@cabinet/i18n/languages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { user } from '../../db/schema/user.ts';
import type { Actor } from '../../engine/actor.ts';
import { BadRequestError } from '../../errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { assertFilled } from '../reply-template/placeholders.ts';
import type { ReplyKind } from '../reply-template/reply-kinds.ts';
import { renderReplyTemplate } from '../reply-template/render.ts';
import { reachableRequest } from './request-access.ts';
import { recordRequestMail, requestMails, type ContactRequestMail } from './request-mails.ts';

type Request = Awaited<ReturnType<typeof reachableRequest>>;
type Who = { userId: number | null; ip: string };

/**
 * The language a reply to the visitor is written in by default: the language they asked therapy
 * in, when it is one of the site's (they chose it to be spoken to in); else the practice's own,
 * French. The contact form keeps no other trace of the visitor's language.
 */
export function replyLanguageOf(request: { therapy_language: string | null }): Language {
  return isLanguage(request.therapy_language) ? request.therapy_language : DEFAULT_LANGUAGE;
}

/** The visitor's name as they gave it (first name and surname), or '' when they gave none. */
export const visitorNameOf = (request: { name: string | null; surname: string | null }) =>
  [request.name, request.surname].filter((part) => part?.trim()).join(' ');

/** Who signs: the practitioner assigned to the request, else the staff member writing. */
async function signatureOf(db: Database, request: Request, actor: Actor): Promise<string> {
  if (request.practitioner_id !== null) {
    const [assigned] = await db
      .select({ name: practitioner.display_name })
      .from(practitioner)
      .where(eq(practitioner.id, request.practitioner_id));
    if (assigned) return assigned.name;
  }
  if (actor.userId === null) return '';
  const [sender] = await db
    .select({ name: user.name, username: user.username })
    .from(user)
    .where(eq(user.id, actor.userId));
  return sender?.name?.trim() || (sender?.username ?? '');
}

export interface ReplyDraft {
  kind: ReplyKind;
  language: Language;
  to: string | null;
  subject: string;
  body: string;
}

/**
 * A reply as the composer first shows it: the template of that kind, in the language asked or the
 * visitor's, its placeholders filled (the times offered stay to be written: none are known here).
 * For whoever may reply, that is change the request.
 */
export async function draftReply(
  db: Database,
  actor: Actor,
  requestId: number,
  kind: ReplyKind,
  language: Language | undefined,
): Promise<ReplyDraft> {
  const request = await reachableRequest(db, actor, requestId, 'write');
  const lang = language ?? replyLanguageOf(request);
  const rendered = await renderReplyTemplate(db, request.organization_id, kind, lang, {
    visitor_name: visitorNameOf(request),
    practitioner: await signatureOf(db, request, actor),
  });
  return { kind, language: lang, to: request.email, ...rendered };
}

export interface SentReply {
  mail: ContactRequestMail;
  /** The request's status after the reply: a new request is in progress once answered. */
  status: Request['status'];
}

/**
 * Sends the visitor the reply as staff wrote it, through the outbox and the practice's mail server,
 * to the address the request gives, and writes it into the request's history. A new request moves
 * to "in progress": it is answered. No other status changes here: whether a waiting list or a
 * referral ends the request stays the sender's decision. Audited by kind and language, never the
 * text.
 */
export async function sendReply(
  app: FastifyInstance,
  actor: Actor,
  who: Who,
  requestId: number,
  reply: { kind: ReplyKind; language: Language; subject: string; body: string },
): Promise<SentReply> {
  assertFilled('subject', reply.subject);
  assertFilled('body', reply.body);
  const result = await app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const request = await reachableRequest(tx, actor, requestId, 'write');
    if (!request.email?.trim())
      throw new BadRequestError('This request gives no email address to reply to.');
    const outboxId = await queueMail(
      tx,
      app.secretBox,
      { to: request.email.trim(), subject: reply.subject.trim(), text: reply.body.trim() },
      { organizationId: request.organization_id, kind: 'contact-reply', requestId },
    );
    await recordRequestMail(tx, {
      requestId,
      kind: reply.kind,
      language: reply.language,
      subject: reply.subject.trim(),
      sentBy: actor.userId,
      outboxId,
    });
    let status = request.status;
    if (status === 'new') {
      status = 'in_progress';
      await tx.update(contactRequest).set({ status }).where(eq(contactRequest.id, requestId));
    }
    await recordAudit(tx, {
      event: 'contact_request.reply_sent',
      userId: who.userId,
      ip: who.ip,
      model: 'contact_request',
      recordId: requestId,
      detail: {
        model: 'contact_request',
        ids: String(requestId),
        count: 1,
        kind: reply.kind,
        language: reply.language,
        status,
      },
    });
    const mails = await requestMails(tx, requestId);
    return { mail: mails.at(-1)!, status };
  });
  // Committed: the sender may take the mail now.
  app.mailQueue.kick();
  return result;
}
