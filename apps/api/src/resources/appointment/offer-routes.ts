import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { OfferBody } from './offer-schemas.ts';
import { offerTimes, requestAppointments } from './offers.ts';

/** Staff offer a visitor times for a first appointment, and see what became of them. */
export const offerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/contact_request/:id/appointment-offer',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'offerAppointmentTimes',
        security: SIGNED_IN,
        summary:
          'Offers the visitor up to three free times of the assigned practitioner, by mail with a link to pick one (valid 14 days).',
        params: RecordIdParams,
        body: OfferBody,
        response: withErrors({ 201: Type.Ref('AppointmentOffer') }),
      },
    },
    async (request, reply) => {
      const actor = await actorOf(app, request);
      const offer = await offerTimes(app, actor, request.params.id, request.body, request.ip);
      return reply.code(201).send(offer);
    },
  );

  app.get(
    '/contact_request/:id/appointments',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'listContactRequestAppointments',
        security: SIGNED_IN,
        summary:
          'The times offered for a request and the appointments booked from them, newest first.',
        params: RecordIdParams,
        response: withErrors({
          200: Type.Object({
            offers: Type.Array(Type.Ref('AppointmentOffer')),
            appointments: Type.Array(Type.Ref('Appointment')),
          }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return requestAppointments(app.db, actor, request.params.id);
    },
  );
};
