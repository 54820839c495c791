import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { loadDemoData } from './load-demo-data.ts';
import { actorOf } from '../../engine/actor.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { ForbiddenError } from '../../errors.ts';

export const loadDemoDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/apps/load_demo_data/:app',
    {
      schema: {
        tags: ['apps'],
        operationId: 'loadDemoData',
        summary:
          'Loads an app’s demo data once (users without a password, notifications, contact requests); administrators only.',
        params: Type.Object({ app: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) }),
        response: withErrors({
          200: Type.Object({
            users: Type.Integer(),
            notifications: Type.Integer(),
            contact_requests: Type.Integer(),
          }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      if (!['org', 'all'].includes(scopeFor(actor.permissions, 'apps', 'write')))
        throw new ForbiddenError('Only administrators can load demo data.');
      const counts = await loadDemoData(app.db, request.params.app, {
        organizationId: actor.organizationId ?? 1,
        notifyUserId: actor.userId,
      });
      await recordAudit(app.db, {
        event: 'apps.demo_data_loaded',
        userId: actor.userId,
        ip: request.ip,
        detail: { model: 'apps', app: request.params.app, ...counts },
      });
      return counts;
    },
  );
};
