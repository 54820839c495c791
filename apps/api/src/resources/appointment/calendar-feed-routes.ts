import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf } from '../../engine/actor.ts';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { PUBLIC, SIGNED_IN } from '../../http/security.ts';
import { createFeed, feedCalendar, feedStatus, revokeFeed } from './calendar-feed.ts';

const FeedStatus = Type.Object({
  active: Type.Boolean(),
  created_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/**
 * A practitioner's calendar feed of booked first appointments: made, replaced and revoked by the
 * practitioner or an administrator; read by a calendar app at an address whose path carries the
 * token (a calendar app sends no fragment and no header), over HTTPS.
 */
export const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/practitioner/:id/calendar-feed',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'getPractitionerCalendarFeed',
        security: SIGNED_IN,
        summary: 'Whether the practitioner has a calendar feed, and since when.',
        params: RecordIdParams,
        response: withErrors({ 200: FeedStatus }),
      },
    },
    async (request) => feedStatus(app.db, await actorOf(app, request), request.params.id),
  );

  app.post(
    '/practitioner/:id/calendar-feed',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'createPractitionerCalendarFeed',
        security: SIGNED_IN,
        summary:
          'Makes a new calendar feed address (the token is shown this once), revoking any earlier one.',
        params: RecordIdParams,
        response: withErrors({
          201: Type.Object({ ...FeedStatus.properties, token: Type.String() }),
        }),
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createFeed(app, await actorOf(app, request), request.params.id, request.ip)),
  );

  app.delete(
    '/practitioner/:id/calendar-feed',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'revokePractitionerCalendarFeed',
        security: SIGNED_IN,
        summary: 'Revokes the calendar feed: its address stops answering at once.',
        params: RecordIdParams,
        response: withErrors({ 200: FeedStatus }),
      },
    },
    async (request) => revokeFeed(app, await actorOf(app, request), request.params.id, request.ip),
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['appointment'],
        operationId: 'getCalendarFeed',
        security: PUBLIC,
        summary:
          'A practitioner’s booked first appointments as an iCalendar feed (initials only, no health data); 404 once revoked.',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{16,128}\\.ics$' }) }),
        response: withErrors({ 200: Type.String({ description: 'text/calendar' }) }),
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(app.db, request.params.file.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
