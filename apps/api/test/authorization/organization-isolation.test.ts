import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { addMember, apiCall } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;

/** One practice: its admin's token, one of its staff and one of its contact requests. */
interface Practice {
  organizationId: number;
  adminToken: string;
  userToken: string;
  staffId: number;
  contactId: number;
}
let first: Practice;
let second: Practice;

const member = (organizationId: number, name: string, role: string) =>
  addMember(app, organizationId, name, role);

async function practice(organizationId: number, prefix: string): Promise<Practice> {
  const admin = await member(organizationId, `${prefix}.admin`, 'admin_role');
  const staff = await member(organizationId, `${prefix}.staff`, 'user_role');
  const [contact] = await app.db
    .insert(contactRequest)
    .values({
      organization_id: organizationId,
      name: `${prefix} visitor`,
      email: `${prefix}.visitor@example.ch`,
      message: `A message for ${prefix}`,
      consent_at: new Date(),
    })
    .returning({ id: contactRequest.id });
  return {
    organizationId,
    adminToken: admin.token,
    userToken: staff.token,
    staffId: staff.id,
    contactId: contact!.id,
  };
}

beforeAll(async () => {
  app = await buildTestApp();
  const [other] = await app.db
    .insert(organization)
    .values({ name: 'Cabinet du Lac' })
    .returning({ id: organization.id });
  first = await practice(1, 'first');
  second = await practice(other!.id, 'second');
});
afterAll(() => app.close());

describe('two organizations see nothing of each other', () => {
  for (const [who, from, to] of [
    ['the first', () => first, () => second],
    ['the second', () => second, () => first],
  ] as const) {
    it(`keeps ${who} organization's admin and staff out of the other's records`, async () => {
      const me = from();
      const them = to();
      for (const token of [me.adminToken, me.userToken]) {
        const search = await apiCall(app, token, 'POST', '/user/search', {});
        expect(search.statusCode).toBe(200);
        const found = search.json<{ data: { id: number }[] }>().data.map((row) => row.id);
        expect(found).not.toContain(them.staffId);
        expect(found.length).toBeGreaterThan(0);
        expect((await apiCall(app, token, 'GET', `/user/${them.staffId}`)).statusCode).toBe(404);
        const changed = await apiCall(app, token, 'PUT', `/user/${them.staffId}`, {
          phone: '+41 00',
        });
        expect(changed.statusCode).toBe(404);
        const exported = await apiCall(app, token, 'POST', '/user/export', {});
        expect(exported.body).not.toMatch(them === first ? /first\./ : /second\./);
      }
      // The admin's wider rights stop at their organization too.
      const admin = me.adminToken;
      expect(
        (await apiCall(app, admin, 'DELETE', `/user/${them.staffId}?force=true`)).statusCode,
      ).toBe(404);
      const bulk = await apiCall(app, admin, 'POST', '/user/bulk_delete?force=true', {
        OR: [{ field: 'id', operator: '=', value: them.staffId }],
      });
      expect(bulk.json()).toEqual({ deleted: 0 });
      expect(
        (await apiCall(app, admin, 'GET', `/contact_request/${them.contactId}`)).statusCode,
      ).toBe(404);
      const contacts = await apiCall(app, admin, 'POST', '/contact_request/export', {});
      expect(contacts.statusCode).toBe(200);
      expect(contacts.body).not.toContain(
        them === first ? 'A message for first' : 'A message for second',
      );
      expect(
        (await apiCall(app, admin, 'DELETE', `/contact_request/${them.contactId}?force=true`))
          .statusCode,
      ).toBe(404);

      // Nor can they open or change the other's settings.
      const settings = await apiCall(app, admin, 'GET', `/organization/${them.organizationId}`);
      expect(settings.json()).not.toHaveProperty('access_token_expire_minutes');
      expect(settings.json()).not.toHaveProperty('mail_server');
      const own = await apiCall(app, admin, 'GET', `/organization/${me.organizationId}`);
      expect(own.json()).toHaveProperty('access_token_expire_minutes');
      const put = await apiCall(app, admin, 'PUT', `/organization/${them.organizationId}`, {
        name: 'Taken over',
      });
      expect(put.statusCode).toBe(403);

      // And everything of the other is still there, unchanged.
      const [staff] = await app.db.select().from(user).where(eq(user.id, them.staffId));
      expect(staff!.phone).toBeNull();
      const [contact] = await app.db
        .select()
        .from(contactRequest)
        .where(eq(contactRequest.id, them.contactId));
      expect(contact).toBeDefined();
      const [org] = await app.db
        .select()
        .from(organization)
        .where(eq(organization.id, them.organizationId));
      expect(org!.name).not.toBe('Taken over');
    });
  }
});
