import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData } from 'ws';
import { userOfToken } from '../../plugins/auth.ts';
import {
  CLOSE,
  MAX_MESSAGE_BYTES,
  messageCounter,
  parseSocketMessage,
  type SocketMessage,
} from './socket-protocol.ts';
import { addTrackingEvent, closeTrackingSession, markAlive } from './tracking-sessions.ts';
import { trackingSession } from '../../db/schema/tracking-session.ts';
import { eq } from 'drizzle-orm';
import { minimalEvent } from './tracking-visits.ts';

/** How often the server pings each socket; one that has not answered the last ping is dropped. */
const PING_INTERVAL_MS = 30_000;

type Refusal = (typeof CLOSE)[keyof typeof CLOSE];

declare module 'fastify' {
  interface FastifyInstance {
    /** How long a visit stays open once its socket closed (`AppOptions`). */
    trackingReconnectGraceMs: number;
  }
}

/**
 * `GET /ws/xray?token=…&session_id=…`: the live side of a tracked visit. While the socket is open
 * the session is `connected` and its duration runs on (heartbeats, events). A visit goes on from
 * page to page, each page with a socket of its own: when a socket closes, the session is closed
 * with its final duration unless a socket for it connected again within the grace period. Refusals close only the socket concerned, with a code
 * and a reason from socket-protocol.ts. Not in the OpenAPI document, which cannot describe a
 * websocket; its messages are described in socket-protocol.ts.
 */
export const trackingSocketRoutes: FastifyPluginAsync = async (app) => {
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  // Sessions with a socket on this process: a second socket for the same visit is refused.
  const connectedSessions = new Set<number>();
  const alive = new WeakMap<WebSocket, boolean>();
  const pinger = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, PING_INTERVAL_MS);
  pinger.unref();
  app.addHook('onClose', async () => clearInterval(pinger));

  app.get('/ws/xray', { websocket: true, schema: { hide: true } }, (socket, request) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const refuse = ({ code, reason }: Refusal) => socket.close(code, reason);
    // Messages that arrive while the token is being checked wait for the answer, in order.
    const waiting: string[] = [];
    let handle: ((text: string) => void) | null = null;
    socket.on('message', (raw, isBinary) => {
      const text = isBinary ? '' : textOf(raw);
      if (handle) handle(text);
      else waiting.push(text);
    });
    void admit(app, request).then(
      (admitted) => {
        if (socket.readyState !== socket.OPEN) return;
        if ('code' in admitted) return refuse(admitted);
        const { sessionId, userId } = admitted;
        if (connectedSessions.has(sessionId)) return refuse(CLOSE.sessionUnavailable);
        connectedSessions.add(sessionId);
        socket.on('close', () => {
          connectedSessions.delete(sessionId);
          const failed = (error: unknown) =>
            app.log.error({ err: error }, 'closing a tracking session failed');
          const grace = app.trackingReconnectGraceMs;
          markAlive(app.db, sessionId, false)
            .then(() => {
              // A little later than the grace period: the database's clock decides, not the timer.
              const closing = setTimeout(
                () => void closeTrackingSession(app.db, sessionId, grace).catch(failed),
                grace && grace + 500,
              );
              closing.unref();
            })
            .catch(failed);
        });
        const counter = messageCounter();
        // One message at a time, so the events of a visit are stored in the order they were sent.
        let queue = markAlive(app.db, sessionId, true);
        handle = (text) => {
          if (!counter.accept()) return refuse(CLOSE.flood);
          const message = parseSocketMessage(text);
          if (!message) return refuse(CLOSE.malformed);
          queue = queue
            .then(() => answer(app, socket, sessionId, userId, message))
            .catch((error: unknown) => {
              const status = (error as { statusCode?: number }).statusCode;
              if (status === 400) return refuse(CLOSE.malformed);
              if (status === 409) return refuse(CLOSE.sessionUnavailable);
              app.log.error({ err: error }, 'a tracking message failed');
              socket.close(1011, 'Server error.');
            });
        };
        void queue.then(() => {
          if (socket.readyState !== socket.OPEN) return;
          socket.send(JSON.stringify({ type: 'ready', session_id: sessionId }));
          for (const text of waiting.splice(0)) handle?.(text);
        });
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'checking a tracking socket failed');
        socket.close(1011, 'Server error.');
      },
    );
  });
};

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  return Buffer.from(new Uint8Array(raw)).toString('utf8');
}

/** The visitor and open session a socket's query names, or the refusal to close it with. */
async function admit(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ sessionId: number; userId: number } | Refusal> {
  const query = request.query as Record<string, unknown>;
  const token = typeof query.token === 'string' ? query.token : '';
  const user = token ? await userOfToken(app, token) : null;
  if (!user) return CLOSE.badToken;
  const sessionId = Number(query.session_id);
  if (!Number.isSafeInteger(sessionId) || sessionId < 1 || sessionId > 2_147_483_647)
    return CLOSE.foreignSession;
  const [session] = await app.db
    .select({ owner: trackingSession.owner_id, closedAt: trackingSession.closed_at })
    .from(trackingSession)
    .where(eq(trackingSession.id, sessionId));
  if (!session || session.owner !== user.row.id) return CLOSE.foreignSession;
  if (session.closedAt) return CLOSE.sessionUnavailable;
  return { sessionId, userId: user.row.id };
}

async function answer(
  app: FastifyInstance,
  socket: WebSocket,
  sessionId: number,
  userId: number,
  message: SocketMessage,
) {
  if (message.type === 'heartbeat') {
    await markAlive(app.db, sessionId);
    socket.send(JSON.stringify({ type: 'pong' }));
    return;
  }
  const stored = await addTrackingEvent(app.db, sessionId, userId, minimalEvent(message));
  socket.send(JSON.stringify({ type: 'stored', id: stored.id }));
}
