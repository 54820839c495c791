import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { recordAudit } from '../../audit/record-audit.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { actorOf, who } from '../../engine/actor.ts';
import { toRecord } from '../../engine/record-schema.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { getRecord } from '../../engine/search.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { mailOutboxModel } from './mail-outbox-model.ts';

/**
 * "Send again" for a mail that failed for good (the mail server was down for hours, say): it goes
 * back to pending, due now, with its attempts counted afresh, and the sender is nudged. The sealed
 * message is sent as it was queued. Who asked is written to the audit trail.
 */
export const resendRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/mail_outbox/:id/resend',
    {
      schema: {
        tags: ['mail_outbox'],
        operationId: 'resendMail',
        security: SIGNED_IN,
        summary: 'Puts a failed mail back in the outbox, to be sent now (admins; audited).',
        params: RecordIdParams,
        response: withErrors({ 200: Type.Ref(mailOutboxModel.schemaName) }),
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = await actorOf(app, request);
      const [row] = await app.db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, claimed_until: null })
        .where(
          and(
            eq(mailOutbox.id, id),
            eq(mailOutbox.status, 'failed'),
            scopeCondition(mailOutboxModel, actor, 'write'),
          ),
        )
        .returning();
      if (!row) {
        const found = await getRecord(app.db, mailOutboxModel, actor, id);
        if (!found) throw new NotFoundError(`mail_outbox ${id} was not found.`);
        throw new BadRequestError('Only a mail that failed can be sent again.');
      }
      const by = who(actor, request);
      await recordAudit(app.db, {
        event: 'mail.resent',
        userId: by.userId,
        ip: by.ip,
        model: 'mail_outbox',
        recordId: id,
        detail: { model: 'mail_outbox', ids: String(id), count: 1 },
      });
      app.mailQueue.kick();
      return toRecord(mailOutboxModel, row);
    },
  );
};
