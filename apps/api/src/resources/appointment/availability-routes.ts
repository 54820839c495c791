import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { availabilityOf, reachablePractitioner, replaceAvailability } from './availability.ts';
import { AvailabilitySchema } from './availability-schemas.ts';
import { freeTimesOf } from './free-times.ts';

/**
 * A practitioner's availability: their usual week and its exceptions, which they (or an
 * administrator) keep, and the free appointment times that follow from it.
 */
export const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/practitioner/:id/availability',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'getPractitionerAvailability',
        security: SIGNED_IN,
        summary: 'A practitioner’s usual week and its exceptions (time off, extra hours).',
        params: RecordIdParams,
        response: withErrors({ 200: Type.Ref('Availability') }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const found = await reachablePractitioner(app.db, actor, request.params.id, 'read');
      return availabilityOf(app.db, found.id);
    },
  );

  app.put(
    '/practitioner/:id/availability',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'replacePractitionerAvailability',
        security: SIGNED_IN,
        summary:
          'Replaces a practitioner’s usual week and exceptions as a whole; times already offered or booked stay.',
        params: RecordIdParams,
        body: AvailabilitySchema,
        response: withErrors({ 200: Type.Ref('Availability') }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return replaceAvailability(app, actor, request.params.id, request.body, request.ip);
    },
  );

  app.get(
    '/practitioner/:id/free-times',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'listPractitionerFreeTimes',
        security: SIGNED_IN,
        summary:
          'A practitioner’s free appointment times between two local dates: their week less time off, times offered or booked, and the past.',
        params: RecordIdParams,
        querystring: Type.Object(
          {
            from: Type.String({
              format: 'date',
              description: 'First local date, e.g. 2027-01-04.',
            }),
            to: Type.String({
              format: 'date',
              description: 'Last local date (at most 92 days on).',
            }),
          },
          { additionalProperties: false },
        ),
        response: withErrors({
          200: Type.Object({ items: Type.Array(Type.Ref('FreeTime')) }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const found = await reachablePractitioner(app.db, actor, request.params.id, 'read');
      const slots = await freeTimesOf(app.db, found.id, request.query.from, request.query.to);
      return {
        items: slots.map((slot) => ({
          starts_at: slot.starts_at.toISOString(),
          ends_at: slot.ends_at.toISOString(),
        })),
      };
    },
  );
};
