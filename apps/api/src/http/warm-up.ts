import { Agent, createServer, request } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** Requests served to itself: enough for the request path's feedback to settle (see below). */
export const WARM_UP_REQUESTS = 3_000;
/** Connections they share, as a handful of browsers and probes would. */
const WARM_UP_CONNECTIONS = 16;
/** A start is never held longer than this, whatever the machine; what was served by then counts. */
const WARM_UP_LIMIT_MS = 5_000;
const BODY = JSON.stringify({ status: 'ok' });
const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(BODY.length),
  'x-content-type-options': 'nosniff',
};

export interface WarmUpResult {
  served: number;
  milliseconds: number;
}

/**
 * Serves a few thousand small requests to itself over the loopback interface, on a port of its own
 * that is closed again, before the process runs anything else.
 *
 * Why: V8 optimises Node's HTTP, stream and `process.nextTick` internals after the object shapes
 * it sees first. When the database's start-up (migrations, seed, the PostgreSQL driver's sockets)
 * is the first to run those internals, the code later built for serving requests stays generic:
 * every tick object is then built by the runtime's slow path, and the same server answered 25–30 %
 * fewer requests per second than in a process that served requests first (measured with a bare
 * server inside the API's process, and with `perf`: `Runtime_DefineKeyedOwnPropertyInLiteral`,
 * `JSObject::MigrateToMap` under `endReadable`). Serving requests first costs well under a second
 * and speeds up every route, since all of them share these internals.
 *
 * It never fails a start: any error or the time limit ends it early, and its server is closed.
 */
export async function warmUpHttp({
  requests = WARM_UP_REQUESTS,
  limitMs = WARM_UP_LIMIT_MS,
} = {}): Promise<WarmUpResult> {
  const started = performance.now();
  const server = createServer((_request, response) => {
    response.writeHead(200, HEADERS);
    response.end(BODY);
  });
  const agent = new Agent({ keepAlive: true, maxSockets: WARM_UP_CONNECTIONS });
  // Both ends of every connection, to close them all before the API starts.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => sockets.add(socket));
  let served = 0;
  // Set when it ends (done, failed or out of time): no connection asks again after that.
  let stopped = false;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const deadline = started + limitMs;
    let asked = 0;
    const askUntilDone = async (): Promise<void> => {
      while (!stopped && asked < requests && performance.now() < deadline) {
        asked += 1;
        await askOnce(port, agent, sockets);
        served += 1;
      }
    };
    await Promise.all(Array.from({ length: WARM_UP_CONNECTIONS }, askUntilDone));
  } catch {
    // An optimisation only: the API starts the same without it.
  } finally {
    stopped = true;
    agent.destroy();
    await Promise.all([...sockets].map(closed));
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return { served, milliseconds: Math.round(performance.now() - started) };
}

function closed(socket: Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.closed) return resolve();
    socket.once('close', () => resolve());
    socket.destroy();
  });
}

function askOnce(port: number, agent: Agent, sockets: Set<Socket>): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/', agent }, (answer) => {
      answer.resume();
      answer.once('end', () => resolve());
      answer.once('error', reject);
    });
    outgoing.once('socket', (socket: Socket) => sockets.add(socket));
    outgoing.once('error', reject);
    outgoing.end();
  });
}
