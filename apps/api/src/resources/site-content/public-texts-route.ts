import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { sendPublicTexts } from './public-texts.ts';
import { PUBLIC } from '../../http/security.ts';

export const publicTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site_content/:namespace/:file',
    {
      schema: {
        tags: ['site_content'],
        operationId: 'getSiteTexts',
        security: PUBLIC,
        summary: 'The texts of one namespace in one language (`{language}.json`), for anyone.',
        params: Type.Object({
          namespace: Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
          file: Type.String({
            pattern: '^[a-z]{2}\\.json$',
            description: 'The language code followed by .json, e.g. fr.json',
          }),
        }),
        response: withErrors({ 200: Type.Record(Type.String(), Type.String()), 304: Type.Null() }),
      },
    },
    async (request, reply) => sendPublicTexts(app, request, reply, request.params),
  );
};
