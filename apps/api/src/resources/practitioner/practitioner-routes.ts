import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';
import { readPublicPractitioners } from './public-practitioners.ts';

export const practitionerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/practitioner/public',
    {
      schema: {
        tags: ['practitioner'],
        operationId: 'listPublicPractitioners',
        security: PUBLIC,
        summary:
          'The practice’s visible practitioners, in their team-page order, as the site shows them to anyone.',
        response: withErrors({
          200: Type.Object({ items: Type.Array(Type.Ref('PublicPractitioner')) }),
        }),
      },
    },
    async () => ({ items: await readPublicPractitioners(app) }),
  );
};
