import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gte, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { trackingEvent } from '../../db/schema/tracking-event.ts';
import { actorOf } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { xrayEventModel } from './xray-event-model.ts';

const DailyPageViews = Type.Array(
  Type.Object({
    day: Type.String({ format: 'date', description: 'A UTC day, e.g. 2026-11-23.' }),
    page_views: Type.Integer(),
  }),
);

/**
 * The page views of each of the last `days` days (UTC), oldest first, days without any included:
 * the back-office's chart. Counted by the database, so it stays right however many there are; read
 * with the same permission as the events themselves (administrators).
 */
export const dailyPageViewsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/xray_event/daily_page_views',
    {
      schema: {
        tags: ['xray_event'],
        operationId: 'getDailyPageViews',
        security: SIGNED_IN,
        summary: 'Page views per UTC day over the last days, for administrators.',
        querystring: Type.Object({ days: Type.Integer({ minimum: 1, maximum: 366, default: 14 }) }),
        response: withErrors({ 200: DailyPageViews }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      const scope = scopeCondition(xrayEventModel, actor, 'read');
      const { days } = request.query;
      const today = new Date(new Date().toISOString().slice(0, 10));
      const since = new Date(today.getTime() - (days - 1) * 86_400_000);
      const day = sql<string>`to_char(${trackingEvent.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await app.db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(trackingEvent)
        .where(
          and(eq(trackingEvent.type, 'page_view'), gte(trackingEvent.created_at, since), scope),
        )
        .groupBy(day);
      const counts = new Map(rows.map((row) => [row.day, row.count]));
      return Array.from({ length: days }, (_, i) => {
        const date = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { day: date, page_views: counts.get(date) ?? 0 };
      });
    },
  );
};
