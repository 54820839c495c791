import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { OfferBody } from './offer-schemas.ts';
import { offerTimes, requestAppointments } from './offers.ts';
import { cancelByStaff } from './staff-cancel.ts';

/** A request's offers and appointments, as listed and as answered after a change. */
const RequestAppointments = Type.Object({
  offers: Type.Array(Type.Ref('AppointmentOffer')),
  appointments: Type.Array(Type.Ref('Appointment')),
});

/**
 * Staff offer a visitor times for a first appointment, see what became of them, and cancel the
 * appointment booked.
 */
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
        response: withErrors({ 200: RequestAppointments }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return requestAppointments(app.db, actor, request.params.id);
    },
  );

  app.post(
    '/contact_request/:id/appointment/cancel',
    {
      schema: {
        tags: ['contact_request'],
        operationId: 'cancelContactRequestAppointment',
        security: SIGNED_IN,
        summary:
          'Cancels the request’s booked appointment before it begins, at any time: its time is free again and the visitor is mailed the news. 409 when none is booked or it has begun.',
        params: RecordIdParams,
        response: withErrors({ 200: RequestAppointments }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return cancelByStaff(app, actor, request.params.id, request.ip);
    },
  );
};
