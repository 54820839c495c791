import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.ts';

const app = Fastify({ logger: false, ajv: { customOptions: { allErrors: true } } });

beforeAll(async () => {
  await app.register(errorHandlerPlugin);
  app.get('/boom', () => {
    throw new Error('relation "user" at /srv/cabinet/src/db.ts:12 failed: SELECT password_hash');
  });
  app.get('/teapot', async (_request, reply) => reply.code(418).send({ detail: 'I am a teapot.' }));
  app.post(
    '/things',
    {
      schema: {
        body: Type.Object({ name: Type.String({ minLength: 1 }), tags: Type.Array(Type.String()) }),
      },
    },
    () => ({ ok: true }),
  );
  await app.ready();
});

afterAll(() => app.close());

describe('error format', () => {
  it('hides the details of unexpected errors', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'An unexpected error occurred.' });
    expect(response.body).not.toMatch(/SELECT|\/srv|stack/);
  });

  it('answers unknown routes with 404 and a detail', async () => {
    const response = await app.inject({ url: '/nowhere?secret=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found: GET /nowhere' });
  });

  it('lists every schema failure with its location as a 422', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: '', tags: [{ a: 1 }] },
    });
    expect(response.statusCode).toBe(422);
    const { detail } = response.json<{ detail: { loc: unknown[]; msg: string; type: string }[] }>();
    expect(detail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ loc: ['body', 'name'], type: 'minLength' }),
        expect.objectContaining({ loc: ['body', 'tags', 0], type: 'type' }),
      ]),
    );
  });

  it('names a missing field in its location', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { tags: [] } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: [
        { loc: ['body', 'name'], msg: "must have required property 'name'", type: 'required' },
      ],
    });
  });

  it('answers malformed JSON with a 400 detail, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json<{ detail: unknown }>().detail).toBe('string');
  });
});
