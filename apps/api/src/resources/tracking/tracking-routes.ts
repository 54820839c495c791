import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { EventBody, OpenSessionBody } from './tracking-input.ts';
import { recordEvent, startVisit } from './tracking-visits.ts';

/**
 * The public site's two tracking calls. Both need a token (a signed-in or anonymous visitor) and
 * are rate limited per visitor; reading what was tracked is the generic `xray` routes' job.
 */
export const trackingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/xray',
    {
      schema: {
        tags: ['xray'],
        operationId: 'openXray',
        security: SIGNED_IN,
        summary:
          'Opens a tracking session for the caller. With Do Not Track or Global Privacy Control (DNT: 1, Sec-GPC: 1) nothing is stored and the answer is 204.',
        body: OpenSessionBody,
        response: withErrors({
          200: Type.Ref('Xray'),
          204: Type.Null({ description: 'The browser asked not to be tracked: no session.' }),
        }),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const session = await startVisit(app, user.row, request.body, request);
      if (!session) return reply.code(204).send(null);
      return session;
    },
  );
  app.post(
    '/xray_event',
    {
      schema: {
        tags: ['xray_event'],
        operationId: 'addXrayEvent',
        security: SIGNED_IN,
        summary:
          'Adds an event to one of the caller’s open tracking sessions (409 once it is closed, 403 for another visitor’s).',
        body: EventBody,
        response: withErrors({ 200: Type.Ref('XrayEvent') }),
      },
    },
    async (request) => recordEvent(app, requireUser(request).row.id, request.body),
  );
};
