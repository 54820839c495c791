import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { databaseAnswers } from './database-answers.ts';
import { PUBLIC } from '../../http/security.ts';

const HealthResponse = Type.Object({ status: Type.Literal('ok') }, { $id: 'HealthResponse' });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/util/health',
    {
      schema: {
        tags: ['util'],
        operationId: 'getHealth',
        security: PUBLIC,
        summary: 'Reports that the API and its database answer.',
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
