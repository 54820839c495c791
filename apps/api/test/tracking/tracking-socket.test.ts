import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { trackingEvent } from '../../src/db/schema/tracking-event.ts';
import { trackingSession } from '../../src/db/schema/tracking-session.ts';
import { CLOSE, MESSAGES_PER_WINDOW } from '../../src/resources/tracking/socket-protocol.ts';
import { adminAndStaffTokens, apiCall, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let base: string;
let visitorToken: string;
let otherToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  ({ userToken: visitorToken } = await adminAndStaffTokens(app, testAdmin));
  await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email: 'other@example.com', password: 'Other-passw0rd' },
  });
  otherToken = await tokenFor(app, 'other@example.com', 'Other-passw0rd');
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1/ws/xray`;
});
afterAll(() => app.close());

async function newSession(token = visitorToken): Promise<number> {
  const opened = await apiCall(app, token, 'POST', '/xray', { origin: 'https://cabinet.example' });
  expect(opened.statusCode).toBe(200);
  return opened.json<{ id: number }>().id;
}

/** A client socket with every message it received, open once the server said it is ready. */
function connect(token: string, sessionId: number | string, at = base) {
  const socket = new WebSocket(`${at}?token=${encodeURIComponent(token)}&session_id=${sessionId}`);
  const received: { type: string; id?: number }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse((data as Buffer).toString('utf8')) as {
        type: string;
        id?: number;
      };
      received.push(message);
      if (message.type === 'ready') resolve();
    });
    void closed.then(() => reject(new Error('closed before ready')));
  });
  ready.catch(() => undefined);
  return { socket, received, closed, ready };
}

const sessionRow = async (id: number) =>
  (await app.db.select().from(trackingSession).where(eq(trackingSession.id, id)))[0]!;

async function until(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

describe('the tracking socket', () => {
  it('marks the session connected, stores events, and closes it with its duration', async () => {
    const sessionId = await newSession();
    const client = connect(visitorToken, sessionId);
    await client.ready;
    expect((await sessionRow(sessionId)).connected).toBe(true);
    client.socket.send(JSON.stringify({ type: 'page_view', data: { path: '/fr/tarifs?a=1' } }));
    client.socket.send(JSON.stringify({ type: 'heartbeat' }));
    await until(() => client.received.some((message) => message.type === 'pong'));
    expect(client.received.map((message) => message.type)).toEqual(['ready', 'stored', 'pong']);
    const events = await app.db
      .select()
      .from(trackingEvent)
      .where(eq(trackingEvent.tracking_session_id, sessionId));
    expect(events).toMatchObject([{ type: 'page_view', path: '/fr/tarifs' }]);
    client.socket.close(1000);
    await until(async () => (await sessionRow(sessionId)).closed_at !== null);
    const closed = await sessionRow(sessionId);
    expect(closed.connected).toBe(false);
    expect(closed.duration_seconds).toBeGreaterThanOrEqual(0);
    expect(closed.last_seen_at.getTime()).toBeGreaterThanOrEqual(closed.created_at.getTime());
    // A closed session takes no more events, through the socket or the API.
    const again = connect(visitorToken, sessionId);
    expect(await again.closed).toEqual(CLOSE.sessionUnavailable);
  });

  it('tells administrators whether a visit’s socket ever connected', async () => {
    const adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
    const readVisit = async (id: number) =>
      (await apiCall(app, adminToken, 'GET', `/xray/${id}`)).json<{
        connected: boolean;
        socket_connected_at: string | null;
      }>();
    const neverConnected = await newSession();
    expect(await readVisit(neverConnected)).toMatchObject({
      connected: false,
      socket_connected_at: null,
    });

    const connectedOnce = await newSession();
    const client = connect(visitorToken, connectedOnce);
    await client.ready;
    const whileOpen = await readVisit(connectedOnce);
    expect(whileOpen.connected).toBe(true);
    expect(Date.parse(whileOpen.socket_connected_at ?? '')).not.toBeNaN();
    client.socket.close(1000);
    await until(async () => (await sessionRow(connectedOnce)).closed_at !== null);
    // Still known as connected once after it closed, with the time it first connected.
    expect(await readVisit(connectedOnce)).toMatchObject({
      connected: false,
      socket_connected_at: whileOpen.socket_connected_at,
    });
  });

  it('refuses a wrong token and another visitor’s session, and leaves other sockets open', async () => {
    const sessionId = await newSession();
    const owner = connect(visitorToken, sessionId);
    await owner.ready;
    expect(await connect('not-a-token', sessionId).closed).toEqual(CLOSE.badToken);
    expect(await connect(otherToken, sessionId).closed).toEqual(CLOSE.foreignSession);
    expect(await connect(visitorToken, 'abc').closed).toEqual(CLOSE.foreignSession);
    expect(await connect(visitorToken, sessionId).closed).toEqual(CLOSE.sessionUnavailable);
    expect(owner.socket.readyState).toBe(WebSocket.OPEN);
    expect((await sessionRow(sessionId)).closed_at).toBeNull();
    owner.socket.close(1000);
    await owner.closed;
  });

  it('closes only the socket that sends a malformed message or floods', async () => {
    const bystander = connect(visitorToken, await newSession());
    await bystander.ready;
    const malformed = connect(visitorToken, await newSession());
    await malformed.ready;
    malformed.socket.send('{not json');
    expect(await malformed.closed).toEqual(CLOSE.malformed);
    const unknown = connect(visitorToken, await newSession());
    await unknown.ready;
    unknown.socket.send(JSON.stringify({ type: 'click' }));
    expect(await unknown.closed).toEqual(CLOSE.malformed);
    const flood = connect(visitorToken, await newSession());
    await flood.ready;
    for (let i = 0; i <= MESSAGES_PER_WINDOW; i++)
      flood.socket.send(JSON.stringify({ type: 'heartbeat' }));
    expect(await flood.closed).toEqual(CLOSE.flood);
    const huge = connect(visitorToken, await newSession());
    await huge.ready;
    huge.socket.send(JSON.stringify({ type: 'page_view', data: { title: 'x'.repeat(10_000) } }));
    expect((await huge.closed).code).toBe(1009);
    expect(bystander.socket.readyState).toBe(WebSocket.OPEN);
    bystander.socket.send(JSON.stringify({ type: 'heartbeat' }));
    await until(() => bystander.received.some((message) => message.type === 'pong'));
    bystander.socket.close(1000);
    await bystander.closed;
  });
});

describe('a visit across pages', () => {
  it('stays open while the next page’s socket connects within the grace period, then closes', async () => {
    const paged = await buildTestApp({}, { trackingReconnectGraceMs: 800 });
    try {
      const { userToken } = await adminAndStaffTokens(paged, testAdmin);
      await paged.listen({ port: 0, host: '127.0.0.1' });
      const at = `ws://127.0.0.1:${(paged.server.address() as AddressInfo).port}/api/v1/ws/xray`;
      const opened = await apiCall(paged, userToken, 'POST', '/xray', { origin: 'https://c.ch' });
      const sessionId = opened.json<{ id: number }>().id;
      const row = async () =>
        (
          await paged.db.select().from(trackingSession).where(eq(trackingSession.id, sessionId))
        )[0]!;

      // The first page's socket closes as the visitor follows a link; the next page's connects.
      const first = connect(userToken, sessionId, at);
      await first.ready;
      first.socket.close(1000);
      await first.closed;
      await until(async () => !(await row()).connected);
      const next = connect(userToken, sessionId, at);
      await next.ready;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await row()).toMatchObject({ connected: true, closed_at: null });

      // The visitor leaves: no socket comes back, and the visit closes after the grace period.
      next.socket.close(1000);
      await next.closed;
      await until(async () => (await row()).closed_at !== null);
    } finally {
      await paged.close();
    }
  });
});
