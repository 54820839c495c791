import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEvent } from '../../src/db/schema/tracking-event.ts';
import { trackingSession } from '../../src/db/schema/tracking-session.ts';
import {
  closeTrackingSession,
  purgeTrackingSessions,
} from '../../src/resources/tracking/tracking-sessions.ts';
import { adminAndStaffTokens, apiCall, bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const VISITOR_IP = '203.0.113.77';

let app: FastifyInstance;
let adminToken: string;
let visitorToken: string;
let otherToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ adminToken, userToken: visitorToken } = await adminAndStaffTokens(app, testAdmin));
  otherToken = await signUp('other@example.com');
});
afterAll(() => app.close());

async function signUp(email: string): Promise<string> {
  await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password: 'Visitor-passw0rd' },
  });
  return tokenFor(app, email, 'Visitor-passw0rd');
}

function openSession(token: string | undefined, payload: object, headers: object = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/xray',
    remoteAddress: VISITOR_IP,
    payload,
    headers: { ...(token ? bearer(token) : {}), 'user-agent': FIREFOX, ...headers },
  });
}
const event = (token: string, payload: object) =>
  apiCall(app, token, 'POST', '/xray_event', payload);

async function newSessionId(token = visitorToken): Promise<number> {
  const opened = await openSession(token, { origin: 'https://cabinet.example' });
  expect(opened.statusCode).toBe(200);
  return opened.json<{ id: number }>().id;
}

describe('opening a tracking session', () => {
  it('stores the families and the network, never the address or the user agent', async () => {
    const opened = await openSession(visitorToken, {
      origin: 'https://cabinet.example/fr/contact?x=1',
      device_info: { language: 'fr-CH', cpu: '8 cores', location: 'Neuchâtel' },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      origin: 'https://cabinet.example',
      browser: 'Firefox 132',
      os: 'Linux',
      device_type: 'desktop',
      language: 'fr-CH',
      network: '203.0.113.0/24',
      connected: false,
      closed_at: null,
    });
    const [row] = await app.db
      .select()
      .from(trackingSession)
      .where(eq(trackingSession.id, opened.json<{ id: number }>().id));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(VISITOR_IP);
    expect(stored).not.toContain('Gecko');
    expect(stored).not.toContain('Neuchâtel');
  });

  it.each([{ dnt: '1' }, { 'sec-gpc': '1' }])(
    'creates nothing when the browser asks not to be tracked (%o)',
    async (headers) => {
      const before = await app.db.$count(trackingSession);
      const refused = await openSession(visitorToken, { origin: 'https://a.example' }, headers);
      expect(refused.statusCode).toBe(204);
      expect(refused.body).toBe('');
      expect(await app.db.$count(trackingSession)).toBe(before);
    },
  );

  it('needs a token and a web origin', async () => {
    expect((await openSession(undefined, { origin: 'https://a.example' })).statusCode).toBe(401);
    const script = await openSession(visitorToken, { origin: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json<{ detail: unknown }>().detail).toMatch(/origin/);
    const missing = await openSession(visitorToken, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: unknown }>().detail).toBeTruthy();
  });
});

describe('tracking events', () => {
  it('keeps the path without its query and the referrer as a site only', async () => {
    const sessionId = await newSessionId();
    const added = await event(visitorToken, {
      tracking_session_id: sessionId,
      type: 'page_view',
      data: {
        path: '/fr/contact?email=someone@example.com#form',
        title: 'Contact',
        referrer: 'https://search.example/?q=therapy+for+anxiety',
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      tracking_session_id: sessionId,
      type: 'page_view',
      path: '/fr/contact',
      data: { title: 'Contact', referrer: 'https://search.example' },
    });
  });

  it("accepts the spec's full event data and drops the details unread, as POST /xray does", async () => {
    const sessionId = await newSessionId();
    const added = await event(visitorToken, {
      tracking_session_id: sessionId,
      type: 'page_view',
      data: {
        path: '/de/tarife',
        device: { model: 'Pixel 8', vendor: 'Google' },
        location: { latitude: 46.99, longitude: 6.93 },
        user_agent: 'Mozilla/5.0 (Linux; Android 15; Pixel 8) Chrome/142.0',
        network: { effective_type: '4g' },
        os: 'Android 15',
        browser: 'Chrome 142',
        cpu: { cores: 8 },
        // Not a field of the spec's, and never kept either: it might be what a visitor wrote.
        message: 'I feel low',
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ path: '/de/tarife', data: {} });
    expect(JSON.stringify(added.json())).not.toMatch(/Pixel|46\.99|Android|Chrome|4g|feel low/);
  });

  it("refuses another visitor's session, an unknown one and a closed one", async () => {
    const sessionId = await newSessionId();
    const foreign = await event(otherToken, { tracking_session_id: sessionId, type: 'active_tab' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ detail: unknown }>().detail).toMatch(/another visitor/);
    const unknown = await event(visitorToken, { tracking_session_id: 999999, type: 'leave_tab' });
    expect(unknown.statusCode).toBe(404);
    await closeTrackingSession(app.db, sessionId);
    const closed = await event(visitorToken, { tracking_session_id: sessionId, type: 'leave_tab' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ detail: unknown }>().detail).toMatch(/closed/);
    const rows = await app.db
      .select()
      .from(trackingEvent)
      .where(eq(trackingEvent.tracking_session_id, sessionId));
    expect(rows).toEqual([]);
  });

  it.each([
    { tracking_session_id: 1, type: 'click' },
    { tracking_session_id: 'abc', type: 'page_view' },
    { tracking_session_id: 1, type: 'page_view', data: { path: 'x'.repeat(600) } },
  ])('answers bad input %o with a 422 and its reason', async (payload) => {
    const refused = await event(visitorToken, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: unknown }>().detail).toBeTruthy();
  });

  it('refuses a path that is not a path', async () => {
    const sessionId = await newSessionId();
    const refused = await event(visitorToken, {
      tracking_session_id: sessionId,
      type: 'page_view',
      data: { path: 'https://elsewhere.example/' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: unknown }>().detail).toMatch(/path/);
  });
});

describe('reading what was tracked', () => {
  it('is for administrators only', async () => {
    const sessionId = await newSessionId();
    await event(visitorToken, { tracking_session_id: sessionId, type: 'page_view' });
    for (const model of ['xray', 'xray_event']) {
      expect((await apiCall(app, visitorToken, 'POST', `/${model}/search`, {})).statusCode).toBe(
        403,
      );
      expect((await apiCall(app, undefined, 'POST', `/${model}/search`, {})).statusCode).toBe(401);
    }
    const sessions = await apiCall(app, adminToken, 'POST', '/xray/search', {
      search: { AND: [{ field: 'id', operator: '=', value: sessionId }] },
    });
    expect(sessions.json()).toMatchObject({ total: 1, data: [{ id: sessionId }] });
    const events = await apiCall(app, adminToken, 'POST', '/xray_event/search', {
      search: { AND: [{ field: 'tracking_session_id', operator: '=', value: sessionId }] },
    });
    expect(events.json()).toMatchObject({ total: 1, data: [{ type: 'page_view' }] });
  });
});

describe('limits and retention', () => {
  it('limits the events one visitor adds in a minute', async () => {
    const busyToken = await signUp('busy@example.com');
    const sessionId = await newSessionId(busyToken);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const added = await event(busyToken, { tracking_session_id: sessionId, type: 'page_view' });
      statuses.push(added.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('deletes visits past retention and closes silent ones', async () => {
    const sessionId = await newSessionId();
    const inTwoHours = new Date(Date.now() + 2 * 60 * 60_000);
    const first = await purgeTrackingSessions(app.db, inTwoHours);
    expect(first.closed).toBeGreaterThan(0);
    const [closed] = await app.db
      .select()
      .from(trackingSession)
      .where(eq(trackingSession.id, sessionId));
    expect(closed!.closed_at).not.toBeNull();
    const inAHundredDays = new Date(Date.now() + 100 * 86_400_000);
    await purgeTrackingSessions(app.db, inAHundredDays);
    expect(await app.db.$count(trackingSession)).toBe(0);
    expect(await app.db.$count(trackingEvent)).toBe(0);
  });
});

describe('daily page views', () => {
  it('counts page views per day for administrators, days without any included', async () => {
    const sessionId = await newSessionId(await signUp('reader@example.com'));
    const before = await apiCall(app, adminToken, 'GET', '/xray_event/daily_page_views?days=3');
    expect(before.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const todayBefore = before.json<{ day: string; page_views: number }[]>().at(-1)!;
    expect(todayBefore.day).toBe(today);
    await app.db.insert(trackingEvent).values([
      { tracking_session_id: sessionId, owner_id: 1, organization_id: 1, type: 'page_view' },
      { tracking_session_id: sessionId, owner_id: 1, organization_id: 1, type: 'page_view' },
      { tracking_session_id: sessionId, owner_id: 1, organization_id: 1, type: 'leave_tab' },
    ]);
    const after = await apiCall(app, adminToken, 'GET', '/xray_event/daily_page_views?days=3');
    const series = after.json<{ day: string; page_views: number }[]>();
    expect(series).toHaveLength(3);
    expect(series.at(-1)).toEqual({ day: today, page_views: todayBefore.page_views + 2 });
    expect(
      (await apiCall(app, visitorToken, 'GET', '/xray_event/daily_page_views')).statusCode,
    ).toBe(403);
    expect(
      (await apiCall(app, adminToken, 'GET', '/xray_event/daily_page_views?days=0')).statusCode,
    ).toBe(422);
  });
});
