import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentCodingFor } from '../../http/content-coding.ts';
import { TEXTS_VARY } from '../../http/hot-paths.ts';
import { locale } from '../../db/schema/locale.ts';
import { siteContent } from '../../db/schema/site-content.ts';
import { NotFoundError } from '../../errors.ts';

/** Staff edits show within a minute; a revalidation costs a 304 thanks to the ETag. */
export const TEXTS_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** The texts of one active namespace in one active language, or undefined. */
export async function findPublicTexts(app: FastifyInstance, namespace: string, language: string) {
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
  return row?.content;
}

/**
 * Answers the texts (from memory) as JSON with an ETag, compressed as the client accepts; a
 * client that has them gets a 304. The same answer as the hot path's (`createHotPaths`).
 */
export async function sendPublicTexts(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  params: { namespace: string; file: string },
) {
  const language = params.file.slice(0, 2);
  const texts = await app.siteTexts.get(params.namespace, language);
  if (!texts) throw new NotFoundError(`No texts for "${params.namespace}" in "${language}".`);
  const { bodies, etag } = texts;
  reply
    .header('Vary', TEXTS_VARY)
    .header('Cache-Control', TEXTS_CACHE_CONTROL)
    .header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const coding = contentCodingFor(request.headers['accept-encoding']);
  if (coding !== 'identity') reply.header('Content-Encoding', coding);
  return reply.type('application/json; charset=utf-8').send(bodies[coding]);
}
