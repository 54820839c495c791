import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { locale } from '../../db/schema/locale.ts';
import { siteContent } from '../../db/schema/site-content.ts';
import { withErrors } from '../../http/schemas.ts';

/** Staff edits show within a minute; a revalidation costs a 304 thanks to the ETag. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

export const publicTextRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/site_content/:namespace/:file',
    {
      schema: {
        tags: ['site_content'],
        operationId: 'getSiteTexts',
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
    async (request, reply) => {
      const { namespace, file } = request.params;
      const language = file.slice(0, 2);
      const [row] = await app.db
        .select({ content: siteContent.content })
        .from(siteContent)
        .innerJoin(locale, eq(locale.id, siteContent.locale_id))
        .where(
          and(
            eq(locale.iso_code, language),
            eq(locale.active, true),
            eq(siteContent.name, namespace),
            eq(siteContent.active, true),
          ),
        );
      if (!row)
        return reply.code(404).send({ detail: `No texts for "${namespace}" in "${language}".` });
      const body = JSON.stringify(row.content);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );
};
