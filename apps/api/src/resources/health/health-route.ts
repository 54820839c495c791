import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { databaseAnswers } from './database-answers.ts';
import { PUBLIC } from '../../http/security.ts';

const HealthResponse = Type.Object({ status: Type.Literal('ok') }, { $id: 'HealthResponse' });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Liveness: asked often (process supervisors, the sites' status), so it costs no query.
  app.get(
    '/util/health',
    {
      schema: {
        tags: ['util'],
        operationId: 'getHealth',
        security: PUBLIC,
        summary: 'Reports that the API process answers (liveness; no database query).',
        response: withErrors({ 200: HealthResponse }),
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  // Readiness: whether the API can serve requests, its database included.
  app.get(
    '/util/ready',
    {
      schema: {
        tags: ['util'],
        operationId: 'getReadiness',
        security: PUBLIC,
        summary: 'Reports that the API and its database answer (readiness).',
        response: withErrors({ 200: HealthResponse }),
      },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers(app.db)))
        return reply.code(503).send({ detail: 'The database does not answer.' });
      return { status: 'ok' as const };
    },
  );
};
