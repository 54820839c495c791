// `pnpm --filter @cabinet/api exec tsx bench/tracking-sockets.ts` (after `pnpm build`): holds
// BENCH_SOCKETS (200) tracking websockets open on the built API and reports the server's memory
// before and after, and how many events a second the sockets get stored.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { benchAdmin, startServer } from './start-server.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
/** Events per socket: below the socket's flood limit (30 messages in 10 s). */
const EVENTS_PER_SOCKET = Number(process.env.BENCH_EVENTS ?? 25);
/** Sessions one visitor may open per hour (the API's limit), so the bench signs up enough visitors. */
const SESSIONS_PER_VISITOR = 25;

const rssMiB = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'))!;
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
};

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function signIn(api: string, username: string, password: string): Promise<string> {
  const form = new URLSearchParams({ username, password });
  const answer = await json<{ access_token: string }>(
    await fetch(`${api}/token`, { method: 'POST', body: form }),
  );
  return answer.access_token;
}

async function main() {
  const server = await startServer(18_990, process.env.BENCH_DATABASE_URL);
  const api = `${server.origin}/api/v1`;
  try {
    const admin = await signIn(api, benchAdmin.username, benchAdmin.password);
    await json(
      await fetch(`${api}/organization/1`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ allow_public_signup: true }),
      }),
    );
    const visitors: string[] = [];
    for (let i = 0; i < Math.ceil(SOCKETS / SESSIONS_PER_VISITOR); i++) {
      const signup = await json<{ access_token: string }>(
        await fetch(`${api}/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `visitor${i}@example.com`, password: 'Visitor-passw0rd' }),
        }),
      );
      visitors.push(signup.access_token);
    }
    const sessions: { token: string; id: number }[] = [];
    for (let i = 0; i < SOCKETS; i++) {
      const token = visitors[Math.floor(i / SESSIONS_PER_VISITOR)]!;
      const opened = await json<{ id: number }>(
        await fetch(`${api}/xray`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ origin: 'https://bench.example' }),
        }),
      );
      sessions.push({ token, id: opened.id });
    }
    const before = rssMiB(server.pid);
    const wsBase = `${server.origin.replace('http', 'ws')}/api/v1/ws/xray`;
    const connectStart = performance.now();
    const sockets = await Promise.all(
      sessions.map(
        ({ token, id }) =>
          new Promise<WebSocket>((resolve, reject) => {
            const socket = new WebSocket(`${wsBase}?token=${token}&session_id=${id}`);
            socket.once('message', () => resolve(socket));
            socket.once('close', (code) => reject(new Error(`socket closed: ${code}`)));
          }),
      ),
    );
    const connectMs = performance.now() - connectStart;
    const connected = rssMiB(server.pid);
    const sendStart = performance.now();
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            let stored = 0;
            socket.on('message', () => {
              stored += 1;
              if (stored === EVENTS_PER_SOCKET) resolve();
            });
            for (let i = 0; i < EVENTS_PER_SOCKET; i++)
              socket.send(JSON.stringify({ type: 'page_view', data: { path: `/fr/page-${i}` } }));
          }),
      ),
    );
    const sendSeconds = (performance.now() - sendStart) / 1000;
    const after = rssMiB(server.pid);
    for (const socket of sockets) socket.close(1000);
    const events = SOCKETS * EVENTS_PER_SOCKET;
    console.log(
      JSON.stringify(
        {
          database: process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite',
          sockets: SOCKETS,
          connect_all_ms: Math.round(connectMs),
          rss_before_mib: before,
          rss_connected_mib: connected,
          rss_after_events_mib: after,
          per_socket_kib: Math.round(((connected - before) * 1024) / SOCKETS),
          events_stored: events,
          events_per_second: Math.round(events / sendSeconds),
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
  }
}

await main();
