import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';
import { PickBody, TokenBody } from './booking-schemas.ts';
import { declineOffer, pickTime, viewOffer } from './booking.ts';
import { cancelAppointment, viewCancellation } from './cancel.ts';

/**
 * The visitor's side of an offer, reached without an account through the mailed link: the page
 * reads the token from the address's fragment and posts it here in the body, never in a URL.
 */
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = { 200: Type.Ref('AppointmentOfferView') };
  app.post(
    '/appointment-offer/view',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'viewAppointmentOffer',
        security: PUBLIC,
        summary:
          'The times a mailed link offers, who offers them and where; 404 for an unknown link, 410 for an expired or replaced one.',
        body: TokenBody,
        response: withErrors(answer),
      },
    },
    async (request) => viewOffer(app, request.body.token),
  );

  app.post(
    '/appointment-offer/pick',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'pickAppointmentTime',
        security: PUBLIC,
        summary:
          'Books one offered time at once (the same pick again answers the same booking); 409 when someone else just booked it.',
        body: PickBody,
        response: withErrors(answer),
      },
    },
    async (request) => pickTime(app, request.body.token, request.body.starts_at, request.ip),
  );

  app.post(
    '/appointment-offer/decline',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'declineAppointmentOffer',
        security: PUBLIC,
        summary:
          'None of the offered times suits: the practice is told and will get back to the visitor.',
        body: TokenBody,
        response: withErrors(answer),
      },
    },
    async (request) => declineOffer(app, request.body.token, request.ip),
  );

  const cancellation = { 200: Type.Ref('AppointmentCancellationView') };
  app.post(
    '/appointment/cancel/view',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'viewAppointmentCancellation',
        security: PUBLIC,
        summary:
          'The appointment a confirmation’s cancel link names, and until when it may be cancelled online.',
        body: TokenBody,
        response: withErrors(cancellation),
      },
    },
    async (request) => viewCancellation(app, request.body.token),
  );

  app.post(
    '/appointment/cancel',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'cancelAppointment',
        security: PUBLIC,
        summary:
          'Cancels the appointment until 24 working hours before it (then 409: phone the practice); its time is free again.',
        body: TokenBody,
        response: withErrors(cancellation),
      },
    },
    async (request) => cancelAppointment(app, request.body.token, request.ip),
  );
};
