import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../../errors.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { deviceFamilyOf, networkOf, refusesTracking, siteOf } from './privacy.ts';
import type { EventBody, OpenSessionBody } from './tracking-input.ts';
import {
  addTrackingEvent,
  openTrackingSession,
  type NewTrackingEvent,
} from './tracking-sessions.ts';

/** Visits one visitor may open per hour: a tab per page load is far below it, a script is not. */
const SESSIONS_PER_HOUR = 30;
/** Events one visitor may add per minute: a page view a second is already more than anyone reads. */
const EVENTS_PER_MINUTE = 60;

/**
 * Opens a tracked visit for the caller, or nothing (null) when the browser asks not to be tracked.
 * Stored: the site's origin, browser and OS families, language and the address's network; never
 * the address or the user agent themselves.
 */
export async function startVisit(
  app: FastifyInstance,
  user: { id: number; organization_id: number },
  body: OpenSessionBody,
  request: FastifyRequest,
) {
  if (refusesTracking(request.headers)) return null;
  await assertWithinRate(app.db, {
    key: `xray:${user.id}`,
    max: SESSIONS_PER_HOUR,
    windowMs: 60 * 60_000,
    message: 'Too many tracking sessions opened. Please try again later.',
  });
  const origin = siteOf(body.origin);
  if (!origin)
    throw new BadRequestError('origin must be a web address such as https://example.ch.');
  const userAgent = request.headers['user-agent'] ?? body.device_info?.user_agent;
  return openTrackingSession(app.db, {
    ownerId: user.id,
    organizationId: user.organization_id,
    origin,
    ...deviceFamilyOf(userAgent),
    language: body.device_info?.language?.trim() || null,
    network: networkOf(request.ip),
  });
}

/** The path of a page without its query string or fragment, which may carry personal details. */
function pagePath(path: string | undefined): string | null {
  if (path === undefined) return null;
  const bare = path.split(/[?#]/, 1)[0]!;
  if (!bare.startsWith('/')) throw new BadRequestError('data.path must start with "/".');
  return bare;
}

export async function recordEvent(app: FastifyInstance, userId: number, body: EventBody) {
  await assertWithinRate(app.db, {
    key: `xray_event:${userId}`,
    max: EVENTS_PER_MINUTE,
    windowMs: 60_000,
    message: 'Too many tracking events. Please slow down.',
  });
  return addTrackingEvent(app.db, body.tracking_session_id, userId, minimalEvent(body));
}

/** An event as stored: the page path without query, the referrer as a site, the title; no more. */
export function minimalEvent(body: Pick<EventBody, 'type' | 'data'>): NewTrackingEvent {
  const data: Record<string, string> = {};
  if (body.data?.title) data.title = body.data.title;
  const referrer = body.data?.referrer ? siteOf(body.data.referrer) : null;
  if (referrer) data.referrer = referrer;
  return { type: body.type, path: pagePath(body.data?.path), data };
}
