import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { loadDemoDataFor } from './demo-data-request.ts';
import { SIGNED_IN } from '../../http/security.ts';

export const loadDemoDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/apps/load_demo_data/:app',
    {
      schema: {
        tags: ['apps'],
        operationId: 'loadDemoData',
        security: SIGNED_IN,
        summary:
          'Loads an app’s demo data once (users without a password, notifications, contact requests, the team’s practitioners); administrators only.',
        params: Type.Object({ app: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }) }),
        response: withErrors({
          200: Type.Object({
            users: Type.Integer(),
            notifications: Type.Integer(),
            contact_requests: Type.Integer(),
            practitioners: Type.Integer(),
          }),
        }),
      },
    },
    async (request) => loadDemoDataFor(app, request, request.params.app),
  );
};
