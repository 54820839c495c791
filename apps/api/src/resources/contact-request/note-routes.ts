import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, who } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { addNote, NoteBody, notesOf } from './notes.ts';

/**
 * Staff's internal notes on a request: read by whoever may read the request, added by whoever may
 * change it. Never mailed; erased with the request.
 */
export const noteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contact_request/:id/notes',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'listContactRequestNotes',
        security: SIGNED_IN,
        summary: 'The internal notes on a contact request, oldest first.',
        params: RecordIdParams,
        response: withErrors({
          200: Type.Object({ data: Type.Array(Type.Ref('ContactRequestNote')) }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return { data: await notesOf(app.db, actor, request.params.id) };
    },
  );

  app.post(
    '/contact_request/:id/notes',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'addContactRequestNote',
        security: SIGNED_IN,
        summary: 'Adds an internal note to a contact request (audited, without its text).',
        params: RecordIdParams,
        body: NoteBody,
        response: withErrors({ 201: Type.Ref('ContactRequestNote') }),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      const note = await addNote(
        app.db,
        actor,
        who(actor, request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(note);
    },
  );
};
