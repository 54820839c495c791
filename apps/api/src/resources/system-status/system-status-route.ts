import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { readSystemStatus } from './system-status.ts';

export const systemStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/util/status',
    {
      schema: {
        tags: ['system_status'],
        operationId: 'getSystemStatus',
        security: SIGNED_IN,
        summary:
          'The server for its administrators: last backup and its copy, mail queue, disk, services (permission system_status:read, org scope or wider).',
        response: withErrors({ 200: Type.Ref('SystemStatus') }),
      },
    },
    async (request) => readSystemStatus(app, request),
  );
};
