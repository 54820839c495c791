import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findPublicTexts } from './public-texts.ts';
import { createSiteTextsCache, type SiteTextsCache } from './site-texts-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's public texts in memory (`GET /site_content/{ns}/{lng}.json`). */
    siteTexts: SiteTextsCache;
  }
}

/** The writes that may change what the public texts answer: texts, languages, demo data. */
const WRITES_TO_TEXTS = /\/(?:site_content|locale|apps)(?:\/|$)/;

/**
 * Holds the public texts in memory for the whole API, and empties them after any successful write
 * to site texts or languages (once the answer is sent, so the write has committed).
 */
export const siteTextsCachePlugin = fp(async (app: FastifyInstance) => {
  app.decorate(
    'siteTexts',
    createSiteTextsCache({
      readTexts: (namespace, language) => findPublicTexts(app, namespace, language),
      readVersion: async () => {
        const result = await app.db.execute(sql`
          select concat_ws(',',
            (select count(*) || '@' || coalesce(max(updated_at)::text, '') from site_content),
            (select count(*) || '@' || coalesce(max(updated_at)::text, '') from locale)
          ) as version`);
        return (result as { rows: { version: string }[] }).rows[0]?.version ?? '';
      },
    }),
  );
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (WRITES_TO_TEXTS.test(request.routeOptions.url ?? '')) app.siteTexts.invalidate();
  });
});
