import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

interface JsonSchema {
  properties: Record<string, unknown>;
  required?: string[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
  components: { schemas: Record<string, JsonSchema> };
}

let app: FastifyInstance;
let adminToken: string;
let document: OpenApiDocument;

beforeAll(async () => {
  ({ app, adminToken } = await appWithAdminAndStaff());
  document = (await app.inject({ url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
});
afterAll(() => app.close());

const bodyOf = (path: string, method: string) =>
  document.paths[path]?.[method]?.requestBody?.content['application/json'];

describe('typed create and update bodies', () => {
  it('documents every writable model with its own create and update body', () => {
    for (const model of app.models.filter((m) => m.writable)) {
      expect(bodyOf(`/${model.name}/{id}`, 'put')).toEqual({
        schema: { $ref: `#/components/schemas/${model.schemaName}Update` },
      });
      if (model.creatable === false) continue;
      expect(bodyOf(`/${model.name}`, 'post')).toEqual({
        schema: { $ref: `#/components/schemas/${model.schemaName}Create` },
      });
    }
  });

  it('types a new user from its columns, without the columns only the server sets', () => {
    const create = document.components.schemas.UserRecordCreate!;
    expect(create.required).toEqual(['username', 'email']);
    expect(create.properties).toMatchObject({
      username: { type: 'string' },
      internal: { type: 'boolean' },
      image_id: { type: ['number', 'null'] },
    });
    for (const serverSet of ['id', 'created_at', 'owner_id', 'organization_id', 'signed_up'])
      expect(create.properties).not.toHaveProperty(serverSet);
    expect(create.properties).not.toHaveProperty('password_hash');
  });

  it('refuses a value of the wrong type with 422 naming the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: bearer(adminToken),
      payload: { username: 'typed', email: 'typed@example.com', internal: 'perhaps' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual([
      'body',
      'internal',
    ]);
  });

  it('refuses an unknown field with 400 naming it, on create and update', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/user',
      headers: bearer(adminToken),
      payload: { username: 'typed2', email: 'typed2@example.com', shoe_size: 44 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ detail: 'Unknown field for user: shoe_size.' });
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/1',
      headers: bearer(adminToken),
      payload: { nickname: 'Boss' },
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json()).toEqual({ detail: 'Unknown field for user: nickname.' });
  });
});
