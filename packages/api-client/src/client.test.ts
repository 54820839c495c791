import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient, unwrap } from './client.ts';

let server: Server;
let baseUrl: string;
const seenAuthorization: (string | undefined)[] = [];
let nextAnswer: { status: number; body: string } = { status: 200, body: '{"status":"ok"}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    seenAuthorization.push(request.headers.authorization);
    response.writeHead(nextAnswer.status, { 'Content-Type': 'application/json' });
    response.end(nextAnswer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends the current bearer token and returns the typed data', async () => {
    let token: string | null = null;
    const client = createApiClient({ baseUrl, getToken: () => token });
    nextAnswer = { status: 200, body: '{"status":"ok"}' };
    await unwrap(client.GET('/util/health'));
    token = 'abc.def.ghi';
    const data = await unwrap(client.GET('/util/health'));
    expect(data).toEqual({ status: 'ok' });
    expect(seenAuthorization.slice(-2)).toEqual([undefined, 'Bearer abc.def.ghi']);
  });

  it('turns a 401 into ApiError and tells the app once', async () => {
    const onUnauthorized = vi.fn();
    const client = createApiClient({ baseUrl, onUnauthorized });
    nextAnswer = { status: 401, body: '{"detail":"Could not validate credentials"}' };
    const failure = client.GET('/util/health');
    await expect(failure).rejects.toMatchObject({
      status: 401,
      detail: 'Could not validate credentials',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows the first message of a validation error list', async () => {
    const client = createApiClient({ baseUrl });
    nextAnswer = {
      status: 422,
      body: '{"detail":[{"loc":["body","email"],"msg":"must match format \\"email\\"","type":"format"}]}',
    };
    const error = await client.GET('/util/health').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).detail).toBe('must match format "email"');
  });

  it('falls back to the status text when the body is not JSON', async () => {
    const client = createApiClient({ baseUrl });
    nextAnswer = { status: 502, body: '<html>Bad gateway</html>' };
    await expect(client.GET('/util/health')).rejects.toMatchObject({
      status: 502,
      detail: 'Bad Gateway',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    await expect(client.GET('/util/health')).rejects.toMatchObject({ status: 0 });
  });
});
