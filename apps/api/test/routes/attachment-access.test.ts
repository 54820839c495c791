import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { blobInfo } from '../../src/files/file-blobs.ts';
import { sweepOrphanFiles } from '../../src/files/sweep-orphans.ts';
import { appWithAdminAndStaff, bearer, apiCall, type ApiMethod } from '../helpers/auth.ts';
import { PDF, PNG, serve, signUp, uploadFiles, type AttachmentAnswer } from '../helpers/files.ts';

let app: FastifyInstance;
let superToken: string;
let ownerToken: string;
let otherToken: string;
let orgAdminToken: string;

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);

const meOf = async (token: string) =>
  (await call(token, 'GET', '/user/util/me')).json<{ id: number }>().id;

async function uploadOne(token: string, name = 'photo.png', content = PNG, fields = {}) {
  const response = await uploadFiles(app, [{ name, content }], { token, fields });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<AttachmentAnswer[]>()[0]!;
}

const isStored = async (file: { name: string }) => (await blobInfo(app.db, file.name)) !== null;

beforeAll(async () => {
  ({ app, adminToken: superToken, userToken: ownerToken } = await appWithAdminAndStaff());
  otherToken = await signUp(app, 'other@example.com');
  orgAdminToken = await signUp(app, 'office@example.com');
  const [adminRole] = await app.db.select().from(role).where(eq(role.string_id, 'admin_role'));
  const promoted = await call(superToken, 'PUT', `/user/${await meOf(orgAdminToken)}`, {
    roles: [{ id: adminRole!.id }],
  });
  expect(promoted.statusCode).toBe(200);
});
afterAll(() => app.close());

describe('GET /attachment/serve/{name}', () => {
  it('serves a private file to its owner and administrators, with safe headers', async () => {
    const file = await uploadOne(ownerToken, "Präsentation; l'été (v2).png");
    for (const token of [ownerToken, orgAdminToken, superToken]) {
      const response = await serve(app, file.name, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'cache-control': 'private, no-store',
      });
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="Pr_sentation_ l'_t_ (v2).png"; filename*=UTF-8''Pr%C3%A4sentation%3B%20l%27%C3%A9t%C3%A9%20%28v2%29.png`,
      );
    }
  });

  it('hides a private file from other users (404) and asks anonymous callers to sign in', async () => {
    const file = await uploadOne(ownerToken);
    expect((await serve(app, file.name, otherToken)).statusCode).toBe(404);
    const anonymous = await serve(app, file.name);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('PNG');
  });

  it('serves a public file to anyone, cacheable', async () => {
    const file = await uploadOne(superToken, 'banner.png', PNG, { public: 'true' });
    for (const token of [undefined, otherToken]) {
      const response = await serve(app, file.name, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
    }
  });

  it('offers a PDF as a download', async () => {
    const file = await uploadOne(ownerToken, 'invoice.pdf', PDF);
    const response = await serve(app, file.name, ownerToken);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoice.pdf"/);
  });

  it('answers 404 for unknown names and never reads outside the upload folder', async () => {
    for (const name of [
      '0123456789abcdef0123456789abcdef.png',
      '..%2F..%2Fpackage.json',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e',
      'photo.png',
      '..',
    ]) {
      const response = await serve(app, name, superToken);
      // `..` segments are resolved before routing, so those never reach the serve route at all.
      expect([400, 404, 422], name).toContain(response.statusCode);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    }
    const traversal = await app.inject({
      method: 'GET',
      url: '/api/v1/attachment/serve/../../package.json',
      headers: bearer(superToken),
    });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.body).not.toContain('@cabinet/api');
  });
});

describe('attachments through the generic routes', () => {
  it("lists only the caller's own files to a user, the organization's to an admin", async () => {
    const mine = await uploadOne(otherToken, 'other-only.png');
    const search = (token: string) =>
      call(token, 'POST', '/attachment/search?limit=1000', {}).then((r) =>
        r.json<{ data: AttachmentAnswer[] }>().data.map((a) => a.id),
      );
    const otherSees = await search(otherToken);
    expect(otherSees).toEqual([mine.id]);
    expect(await search(ownerToken)).not.toContain(mine.id);
    expect(await search(orgAdminToken)).toContain(mine.id);
    const filtered = await call(ownerToken, 'POST', '/attachment/search', {
      search: { AND: [{ field: 'content_type', operator: 'like', value: 'image%' }] },
    });
    expect(filtered.statusCode).toBe(200);
  });

  it("keeps user A out of user B's files: get, delete, bulk delete, delete_check, export", async () => {
    const file = await uploadOne(otherToken, 'secret-scan.png');
    expect((await call(ownerToken, 'GET', `/attachment/${file.id}`)).statusCode).toBe(404);
    expect((await call(ownerToken, 'DELETE', `/attachment/${file.id}`)).statusCode).toBe(404);
    expect(
      (await call(ownerToken, 'GET', `/util/delete_check/attachment/${file.id}`)).statusCode,
    ).toBe(404);
    const bulk = await call(ownerToken, 'POST', '/attachment/bulk_delete', {
      OR: [{ field: 'id', operator: '=', value: file.id }],
    });
    expect(bulk.json()).toEqual({ deleted: 0 });
    const exported = await call(ownerToken, 'POST', '/attachment/export', {});
    expect(exported.body).not.toContain('secret-scan.png');
    expect(await isStored(file)).toBe(true);
    expect((await call(otherToken, 'GET', `/attachment/${file.id}`)).json()).toMatchObject({
      original_name: 'secret-scan.png',
    });
  });

  it('has no generic create, update or import: files come only by upload', async () => {
    expect(
      (await call(superToken, 'POST', '/attachment', { name: 'x', stored_name: 'y' })).statusCode,
    ).not.toBe(200);
    expect((await call(superToken, 'PUT', '/attachment/1', { name: 'x' })).statusCode).toBe(404);
    expect((await call(superToken, 'POST', '/attachment/import', {})).statusCode).toBe(404);
  });

  it('removes the stored bytes when the record is deleted, alone or in bulk', async () => {
    const one = await uploadOne(ownerToken);
    const [a, b] = [await uploadOne(ownerToken), await uploadOne(ownerToken)];
    expect((await call(ownerToken, 'DELETE', `/attachment/${one.id}`)).json()).toEqual({
      deleted: 1,
    });
    expect(await isStored(one)).toBe(false);
    expect((await serve(app, one.name, ownerToken)).statusCode).toBe(404);
    const bulk = await call(ownerToken, 'POST', '/attachment/bulk_delete', {
      OR: [a, b].map((f) => ({ field: 'id', operator: '=', value: f.id })),
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect([await isStored(a), await isStored(b)]).toEqual([false, false]);
  });

  it("shows a user's picture and CV names, and empties them when the files go", async () => {
    const picture = await uploadOne(ownerToken, 'me.png');
    const cv = await uploadOne(ownerToken, 'cv.pdf', PDF);
    const ownerId = await meOf(ownerToken);
    const updated = await call(ownerToken, 'PUT', `/user/${ownerId}`, {
      image_id: picture.id,
      cv_attachment_id: cv.id,
    });
    expect(updated.json()).toMatchObject({ image: picture.name, cv: cv.name });
    const check = await call(ownerToken, 'GET', `/util/delete_check/attachment/${picture.id}`);
    expect(check.json()).toEqual({
      to_delete: {},
      to_set_null: { user: [expect.stringContaining(`(id ${ownerId})`)] },
    });
    expect((await call(ownerToken, 'DELETE', `/attachment/${picture.id}`)).statusCode).toBe(400);
    expect(
      (await call(ownerToken, 'DELETE', `/attachment/${picture.id}?force=true`)).json(),
    ).toEqual({ deleted: 1 });
    expect(await isStored(picture)).toBe(false);
    expect((await call(ownerToken, 'GET', `/user/${ownerId}`)).json()).toMatchObject({
      image_id: null,
      image: null,
      cv: cv.name,
    });
    const missing = await call(ownerToken, 'PUT', `/user/${ownerId}`, { image_id: 999999 });
    expect(missing.statusCode).toBe(400);
  });

  it("refuses to point a profile at someone else's private file", async () => {
    const foreign = await uploadOne(otherToken, 'not-yours.png');
    const published = await uploadOne(superToken, 'team.png', PNG, { public: 'true' });
    const ownerId = await meOf(ownerToken);
    const refused = await call(ownerToken, 'PUT', `/user/${ownerId}`, { image_id: foreign.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: `image_id: attachment ${foreign.id} was not found.` });
    const cv = await call(ownerToken, 'PUT', `/user/${ownerId}`, { cv_attachment_id: foreign.id });
    expect(cv.statusCode).toBe(400);
    const accepted = await call(ownerToken, 'PUT', `/user/${ownerId}`, { image_id: published.id });
    expect(accepted.json()).toMatchObject({ image_id: published.id, image: published.name });
    // An administrator may set a user's picture to a file of the organization.
    const byAdmin = await call(orgAdminToken, 'PUT', `/user/${ownerId}`, { image_id: foreign.id });
    expect(byAdmin.json()).toMatchObject({ image: foreign.name });
    // And a super administrator to any file, their own private uploads included.
    const superFile = await uploadOne(superToken, 'super.png');
    const bySuper = await call(superToken, 'PUT', `/user/${ownerId}`, { image_id: superFile.id });
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json()).toMatchObject({ image: superFile.name });
    await call(superToken, 'PUT', `/user/${ownerId}`, { image_id: foreign.id });
    const me = await call(ownerToken, 'GET', '/user/util/me');
    expect(me.json()).toMatchObject({ image_id: foreign.id, image: foreign.name });
    // Sending the record back unchanged is not refused, even though the file is not the user's.
    const unchanged = await call(ownerToken, 'PUT', `/user/${ownerId}`, {
      image_id: foreign.id,
      phone: '+41 32 000 00 00',
    });
    expect(unchanged.json()).toMatchObject({ phone: '+41 32 000 00 00', image_id: foreign.id });
  });

  it("deletes a user's files with the user, from disk too", async () => {
    const token = await signUp(app, 'leaving@example.com');
    const file = await uploadOne(token, 'leaving.png');
    const userId = await meOf(token);
    const check = await call(superToken, 'GET', `/util/delete_check/user/${userId}`);
    expect(check.json<{ to_delete: Record<string, string[]> }>().to_delete.attachment).toEqual([
      `Attachment: leaving.png (id ${file.id})`,
    ]);
    expect((await call(superToken, 'DELETE', `/user/${userId}?force=true`)).json()).toEqual({
      deleted: 1,
    });
    expect(await isStored(file)).toBe(false);
    expect((await serve(app, file.name, superToken)).statusCode).toBe(404);
  });

  it('sweeps stored files that no attachment names, once they are an hour old', async () => {
    const kept = await uploadOne(ownerToken, 'kept.png');
    const [stale, fresh] = [app.fileStore.newName('png'), app.fileStore.newName('png')];
    await app.fileStore.write(stale, PNG);
    await app.fileStore.write(fresh, PNG);
    // Written two hours ago: the upload that wrote it never recorded its row.
    await app.db.execute(
      sql`update file_blob set created_at = now() - interval '2 hours' where name in (${stale}, ${kept.name})`,
    );
    expect(await sweepOrphanFiles(app)).toBe(1);
    expect(await isStored({ name: stale })).toBe(false);
    expect(await isStored({ name: fresh })).toBe(true);
    expect(await isStored(kept)).toBe(true);
  });
});
