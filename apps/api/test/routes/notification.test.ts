import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification } from '../../src/db/schema/notification.ts';
import { notifyStaff } from '../../src/resources/notification/notify-staff.ts';
import { appWithAdminAndStaff, apiCall, type ApiMethod } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);

describe('notifications', () => {
  it('notifies staff only, and each user sees their own', async () => {
    const notified = await notifyStaff(app.db, 1, {
      title: 'New contact request',
      link: '/contact-requests/1',
    });
    expect(notified).toBe(1);
    const mine = await call(adminToken, 'POST', '/notification/search', {});
    expect(mine.json()).toMatchObject({
      total: 1,
      data: [{ title: 'New contact request', link: '/contact-requests/1', read: false }],
    });
    const staffView = await call(userToken, 'POST', '/notification/search', {});
    expect(staffView.json()).toEqual({ data: [], total: 0 });
    // Personal even for a super admin: another user's notification stays out of their list.
    const staffId = (await call(userToken, 'GET', '/user/util/me')).json<{ id: number }>().id;
    await app.db
      .insert(notification)
      .values({ owner_id: staffId, organization_id: 1, title: 'Welcome' });
    expect(
      (await call(adminToken, 'POST', '/notification/search', {})).json<{ total: number }>().total,
    ).toBe(1);
    expect(
      (await call(userToken, 'POST', '/notification/search', {})).json<{ total: number }>().total,
    ).toBe(1);
  });

  it('lets the owner mark one read and delete it; nobody else can touch it', async () => {
    const [row] = await app.db.select().from(notification);
    expect(
      (await call(userToken, 'PUT', `/notification/${row!.id}`, { read: true })).statusCode,
    ).toBe(404);
    expect((await call(userToken, 'DELETE', `/notification/${row!.id}`)).statusCode).toBe(404);
    expect((await call(userToken, 'GET', `/notification/${row!.id}`)).statusCode).toBe(404);
    const read = await call(adminToken, 'PUT', `/notification/${row!.id}`, {
      read: true,
      owner_id: 999,
    });
    expect(read.json()).toMatchObject({ read: true, owner_id: row!.owner_id });
    expect((await call(adminToken, 'DELETE', `/notification/${row!.id}`)).json()).toEqual({
      deleted: 1,
    });
    expect((await call(adminToken, 'POST', '/notification/search', {})).json()).toEqual({
      data: [],
      total: 0,
    });
  });
});
