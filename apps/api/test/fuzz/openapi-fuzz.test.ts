import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdminAndStaff, bearer, tokenFor } from '../helpers/auth.ts';
import { testAdmin } from '../helpers/build-test-app.ts';
import { malformedRequests, type Auth, type Operation } from './malformed-requests.ts';

/**
 * Every operation of the OpenAPI document is sent generated malformed requests (wrong types, huge
 * numbers, long strings, bad JSON, wrong content types, missing and extra fields), as a visitor, an
 * administrator, a staff member and with a forged token. No answer may be a 5xx or show a stack
 * trace, SQL or a file path, and the server must still be healthy at the end.
 *
 * The seed is fixed, so a failure is reproduced by running the test again. It runs on PGlite and on
 * PostgreSQL alike (about a thousand in-process requests).
 */
const SEED = 20_261_123;
const REQUESTS_PER_OPERATION = 14;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Signs of an internal error leaking into an answer. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\n\s+at .+:\d+:\d+|at (async )?\S+ \(.+:\d+:\d+\)/],
  ['a file path', /node_modules|(\/[\w.@-]+){2,}\.(ts|js|mjs|cjs)\b|\/work\/|\/home\//],
  [
    'SQL',
    /Failed query|syntax error at|violates \w+ constraint|relation "|\bparams:|out of range for type/i,
  ],
];

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation; signing out last, since it ends the sessions the other requests are sent in. */
function operationsOf(document: OpenApiDocument): Operation[] {
  const endsSession = (operation: Operation) => operation.path.endsWith('/logout');
  const all = Object.entries(document.paths).flatMap(([path, item]) => {
    const base = item.servers?.[0]?.url === '/' ? '' : '/api/v1';
    return Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const operation = raw as OpenApiOperation;
        const parameters = operation.parameters ?? [];
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          path: `${base}${path}`,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          contentTypes: Object.keys(content),
          bodyProperties: Object.values(content).flatMap((c) =>
            Object.keys(c.schema?.properties ?? {}),
          ),
        };
      });
  });
  return [...all.filter((op) => !endsSession(op)), ...all.filter(endsSession)];
}

let app: FastifyInstance;
let tokens: Record<Auth, Record<string, string>>;

beforeAll(async () => {
  const started = await appWithAdminAndStaff();
  app = started.app;
  const { adminToken, userToken } = started;
  tokens = {
    none: {},
    admin: bearer(adminToken),
    user: bearer(userToken),
    garbage: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
  };
});
afterAll(() => app.close());

describe('the API under generated malformed requests', () => {
  it('answers every one without a 5xx or a leaked internal, and stays healthy', async () => {
    const operations = operationsOf(app.swagger() as unknown as OpenApiDocument);
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    for (const [index, operation] of operations.entries()) {
      const requests = fc.sample(malformedRequests(operation), {
        seed: SEED + index,
        numRuns: REQUESTS_PER_OPERATION,
      });
      for (const request of requests) {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...tokens[request.auth] },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        sent += 1;
        const where = `${request.method} ${request.url.slice(0, 120)} (${request.auth}, ${
          request.headers['content-type'] ?? 'no body'
        })`;
        if (response.statusCode >= 500) {
          serverErrors += 1;
          failures.push(`${response.statusCode} for ${where}: ${response.body.slice(0, 200)}`);
        }
        for (const [leak, pattern] of LEAKS) {
          if (pattern.test(response.body))
            failures.push(`${leak} in the answer to ${where}: ${response.body.slice(0, 300)}`);
        }
      }
    }
    console.info(`OpenAPI fuzz: ${sent} requests sent, ${serverErrors} answered 5xx.`);
    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);

    const health = await app.inject({ url: '/api/v1/util/health' });
    expect(health.statusCode).toBe(200);
    // A new sign-in: the fuzzed POST /logout may have ended the first one, as it should.
    const search = await app.inject({
      method: 'POST',
      url: '/api/v1/user/search',
      headers: bearer(await tokenFor(app, testAdmin.username, testAdmin.password)),
      payload: {},
    });
    expect(search.statusCode).toBe(200);
  });
});
