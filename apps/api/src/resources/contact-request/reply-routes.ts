import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, who } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import {
  ReplyKindSchema,
  ReplyLanguageSchema,
  ReplyTextSchema,
} from '../reply-template/reply-kinds.ts';
import { contactRequestFieldSchemas } from './contact-request-fields.ts';
import { draftReply, sendReply } from './replies.ts';
import { mailsOf } from './request-mails.ts';

const ReplyDraftSchema = Type.Object({
  kind: ReplyKindSchema,
  language: ReplyLanguageSchema,
  to: Type.Union([Type.String(), Type.Null()], {
    description: 'The visitor’s address; null when the request gives none (no reply can go).',
  }),
  subject: Type.String(),
  body: Type.String(),
});

/**
 * Replying to a visitor from their request, and the request's mail history: drafted from the
 * practice's templates, sent through the outbox by whoever may change the request (a practitioner
 * the requests assigned to them), listed by whoever may read it.
 */
export const replyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact_request/:id/reply-draft',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'draftContactRequestReply',
        security: SIGNED_IN,
        summary:
          'A reply filled from the template of that kind, in the language asked or the visitor’s.',
        params: RecordIdParams,
        querystring: Type.Object({
          kind: ReplyKindSchema,
          language: Type.Optional(ReplyLanguageSchema),
        }),
        response: withErrors({ 200: ReplyDraftSchema }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const { kind, language } = request.query;
      return draftReply(app.db, actor, request.params.id, kind, language);
    },
  );

  app.post(
    '/contact_request/:id/replies',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'sendContactRequestReply',
        security: SIGNED_IN,
        summary:
          'Mails the visitor a reply through the outbox and records it in the request’s history.',
        params: RecordIdParams,
        body: Type.Object(
          { kind: ReplyKindSchema, language: ReplyLanguageSchema, ...ReplyTextSchema },
          { additionalProperties: false },
        ),
        response: withErrors({
          200: Type.Object({
            mail: Type.Ref('ContactRequestMail'),
            status: contactRequestFieldSchemas.status,
          }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return sendReply(app, actor, who(actor, request), request.params.id, request.body);
    },
  );

  app.get(
    '/contact_request/:id/mails',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'listContactRequestMails',
        security: SIGNED_IN,
        summary: 'The mails sent to the visitor about a request, oldest first (never their text).',
        params: RecordIdParams,
        response: withErrors({
          200: Type.Object({ data: Type.Array(Type.Ref('ContactRequestMail')) }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return { data: await mailsOf(app.db, actor, request.params.id) };
    },
  );
};
