import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, who } from '../../engine/actor.ts';
import { getRecord } from '../../engine/search.ts';
import { NotFoundError } from '../../errors.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { contactRequestModel } from './contact-request-model.ts';
import { erasePersonRequests, personRequests, personRequestsCsv } from './person-requests.ts';
import { readHistory } from './read-audit.ts';

/** The address a person gave in their requests; a body field, so it never lands in an access log. */
const PersonBody = Type.Object({
  email: Type.String({ format: 'email', minLength: 3, maxLength: 254 }),
});

/**
 * The staff's nLPD tools on contact requests: who opened a request, and one person's requests as a
 * copy (JSON or CSV) or erased. Each needs the caller's permission on contact requests (403).
 */
export const personRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact_request/:id/reads',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'getContactRequestReads',
        security: SIGNED_IN,
        summary: 'Who opened a contact request and when, oldest first (from the audit trail).',
        params: RecordIdParams,
        response: withErrors({
          200: Type.Object({ data: Type.Array(Type.Ref('ContactRequestRead')) }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const found = await getRecord(app.db, contactRequestModel, actor, request.params.id);
      if (!found) throw new NotFoundError(`contact_request ${request.params.id} was not found.`);
      return { data: await readHistory(app.db, request.params.id) };
    },
  );

  app.post(
    '/contact_request/person/export',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'exportPersonContactRequests',
        security: SIGNED_IN,
        summary:
          "One person's contact requests (by email), as a JSON or CSV download; the copy is audited by count.",
        body: Type.Intersect([
          PersonBody,
          Type.Object({
            format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
          }),
        ]),
        response: withErrors({
          200: {
            description: 'The requests, as a JSON document or an RFC 4180 CSV with a header row',
            content: {
              'application/json': { schema: Type.Ref('PersonContactRequestExport') },
              'text/csv': { schema: Type.String() },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      const copy = await personRequests(app.db, actor, who(actor, request), request.body.email);
      const csv = request.body.format === 'csv';
      reply.header(
        'Content-Disposition',
        `attachment; filename="contact-requests.${csv ? 'csv' : 'json'}"`,
      );
      if (csv) return reply.type('text/csv; charset=utf-8').send(personRequestsCsv(copy));
      return reply.type('application/json; charset=utf-8').send(copy);
    },
  );

  app.post(
    '/contact_request/person/erase',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'erasePersonContactRequests',
        security: SIGNED_IN,
        summary:
          'Deletes every contact request of one person (by email); the erasure is audited by count, without content.',
        body: PersonBody,
        response: withErrors({ 200: Type.Object({ erased: Type.Integer() }) }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const erased = await erasePersonRequests(
        app.db,
        actor,
        who(actor, request),
        request.body.email,
      );
      return { erased };
    },
  );
};
