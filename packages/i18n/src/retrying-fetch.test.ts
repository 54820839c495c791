import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createRetryingLoader, retryDelays } from './retrying-fetch.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const servers: Server[] = [];

async function startServer(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A URL on a port nobody listens on: connecting to it fails at once. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  return `http://127.0.0.1:${port}/site_content/common/fr.json`;
}

/** Answers with the given statuses in turn (the last one repeats), counting the requests. */
async function scriptedServer(statuses: number[]) {
  const state = { hits: 0 };
  const url = await startServer((_req, res) => {
    const status = statuses[Math.min(state.hits, statuses.length - 1)]!;
    state.hits += 1;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? '{"app.name":"Cabinet"}' : '{"detail":"nope"}');
  });
  return { url: `${url}/site_content/common/fr.json`, state };
}

function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

describe('createRetryingLoader', () => {
  it('answers the status and body of a successful read', async () => {
    const { url, state } = await scriptedServer([200]);
    const load = createRetryingLoader(recordingSleep());

    await expect(load(url)).resolves.toEqual({ status: 200, body: '{"app.name":"Cabinet"}' });
    expect(state.hits).toBe(1);
  });

  it('retries a server error and then succeeds', async () => {
    const { url, state } = await scriptedServer([500, 503, 200]);
    const { waits, sleep } = recordingSleep();

    const result = await createRetryingLoader({ sleep })(url);

    expect(result.status).toBe(200);
    expect(state.hits).toBe(3);
    expect(waits).toEqual([350, 700]);
  });

  it('gives up after 5 retries (6 attempts) and answers the last server error', async () => {
    const { url, state } = await scriptedServer([502]);
    const { waits, sleep } = recordingSleep();

    const result = await createRetryingLoader({ sleep })(url);

    expect(result).toEqual({ status: 502, body: '{"detail":"nope"}' });
    expect(state.hits).toBe(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('never retries a client error', async () => {
    const { url, state } = await scriptedServer([404, 200]);
    const { waits, sleep } = recordingSleep();

    const result = await createRetryingLoader({ sleep })(url);

    expect(result.status).toBe(404);
    expect(state.hits).toBe(1);
    expect(waits).toEqual([]);
  });

  it('retries network failures and rejects with the last error once retries run out', async () => {
    const url = await closedPortUrl();
    let attempts = 0;
    const countingFetch: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const { waits, sleep } = recordingSleep();

    await expect(createRetryingLoader({ fetch: countingFetch, sleep })(url)).rejects.toThrow(
      TypeError,
    );
    expect(attempts).toBe(6);
    expect(waits).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('recovers when the server comes back after a network failure', async () => {
    const { url } = await scriptedServer([200]);
    const down = await closedPortUrl();
    let attempts = 0;
    // The first attempt goes to a dead port, the retry reaches the live server.
    const flakyFetch: typeof fetch = (_input, init) => fetch(attempts++ === 0 ? down : url, init);

    const result = await createRetryingLoader({ fetch: flakyFetch, ...recordingSleep() })(url);

    expect(result.status).toBe(200);
    expect(attempts).toBe(2);
  });

  it('keeps at most 10 reads in flight and queues the rest', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let served = 0;
    const base = await startServer((_req, res) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        served += 1;
        res.writeHead(200).end('{}');
      }, 40);
    });
    const load = createRetryingLoader(recordingSleep());

    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => load(`${base}/site_content/ns${i}/fr.json`)),
    );

    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(served).toBe(25);
    expect(maxInFlight).toBe(10);
  });

  it('honours a smaller parallel limit', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const base = await startServer((_req, res) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        res.writeHead(200).end('{}');
      }, 20);
    });
    const load = createRetryingLoader({ maxParallel: 2, ...recordingSleep() });

    await Promise.all(Array.from({ length: 6 }, () => load(`${base}/x.json`)));

    expect(maxInFlight).toBe(2);
  });

  it('waits 350 ms, then 700 ms, then 1400 ms between real attempts', async () => {
    const arrivals: number[] = [];
    const base = await startServer((_req, res) => {
      arrivals.push(performance.now());
      res.writeHead(500).end();
    });

    // Default sleep and base delay; three retries keep the test under three seconds.
    const result = await createRetryingLoader({ retries: 3 })(`${base}/x.json`);

    expect(result.status).toBe(500);
    const gaps = arrivals.slice(1).map((t, i) => t - arrivals[i]!);
    expect(gaps).toHaveLength(3);
    [350, 700, 1400].forEach((expected, i) => {
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 5);
      expect(gaps[i]).toBeLessThan(expected + 250);
    });
  });
});

describe('retryDelays', () => {
  it('doubles from the base delay', () => {
    expect(retryDelays(5, 350)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(retryDelays(0, 350)).toEqual([]);
  });
});
