import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../../src/db/schema/attachment.ts';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { blobNames } from '../../src/files/file-blobs.ts';
import { appWithAdminAndStaff } from '../helpers/auth.ts';
import {
  GIF,
  HTML,
  JPEG,
  PDF,
  PNG,
  SVG,
  serve,
  uploadFiles,
  type AttachmentAnswer,
} from '../helpers/files.ts';
import { hostileSvgs, UNSAFE } from '../helpers/svg-corpus.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  // 0.05 MB: about 52 kB, so an oversized file stays small in the test.
  ({ app, adminToken, userToken } = await appWithAdminAndStaff({ UPLOAD_MAX_MB: '0.05' }));
});
afterAll(() => app.close());

const storedFiles = () => blobNames(app.db);
const rowCount = async () => (await app.db.select({ id: attachment.id }).from(attachment)).length;

describe('POST /attachment/', () => {
  it('stores one file under a random name and answers the list', async () => {
    const response = await uploadFiles(app, [{ name: 'logo.png', content: PNG }], {
      token: userToken,
    });
    expect(response.statusCode).toBe(200);
    const [created] = response.json<AttachmentAnswer[]>();
    expect(created).toMatchObject({
      original_name: 'logo.png',
      content_type: 'image/png',
      size: PNG.length,
      public: false,
    });
    expect(created!.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(created!.name).not.toContain('logo');
    expect(await storedFiles()).toContain(created!.name);
    const stored = await app.fileStore.read(created!.name);
    expect(stored?.equals(PNG)).toBe(true);
  });

  it('serves each file under the name the upload answered, downloading as the original name', async () => {
    const response = await uploadFiles(
      app,
      [
        { name: 'Portrait été.png', content: PNG },
        { name: 'cv.pdf', content: PDF },
      ],
      { token: userToken },
    );
    const [picture, cv] = response.json<AttachmentAnswer[]>();
    const servedPicture = await serve(app, picture!.name, userToken);
    expect(servedPicture.statusCode).toBe(200);
    expect(servedPicture.rawPayload.equals(PNG)).toBe(true);
    expect(servedPicture.headers['content-disposition']).toContain(
      "filename*=UTF-8''Portrait%20%C3%A9t%C3%A9.png",
    );
    const servedCv = await serve(app, cv!.name, userToken);
    expect(servedCv.statusCode).toBe(200);
    expect(servedCv.headers['content-disposition']).toMatch(/^attachment; filename="cv.pdf"/);
    // A record read back names the same file.
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/attachment/${picture!.id}`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(read.json()).toMatchObject({ name: picture!.name, original_name: 'Portrait été.png' });
  });

  it('stores several files at once, in the field "files" or "file"', async () => {
    const many = await uploadFiles(
      app,
      [
        { name: 'a.png', content: PNG },
        { name: 'b.jpg', content: JPEG },
        { name: 'c.gif', content: GIF },
        { name: 'd.pdf', content: PDF },
        { name: 'e.svg', content: SVG },
      ],
      { token: userToken },
    );
    expect(many.statusCode).toBe(200);
    expect(many.json<AttachmentAnswer[]>().map((a) => [a.original_name, a.content_type])).toEqual([
      ['a.png', 'image/png'],
      ['b.jpg', 'image/jpeg'],
      ['c.gif', 'image/gif'],
      ['d.pdf', 'application/pdf'],
      ['e.svg', 'image/svg+xml'],
    ]);
    const single = await uploadFiles(app, [{ name: 'one.gif', content: GIF }], {
      token: userToken,
      field: 'file',
    });
    expect(single.statusCode).toBe(200);
    expect(single.json<AttachmentAnswer[]>()).toHaveLength(1);
  });

  it('decides the type by content, never by the name or the claimed type', async () => {
    const renamed = await uploadFiles(
      app,
      [{ name: 'scan.pdf', content: PNG, type: 'application/pdf' }],
      { token: userToken },
    );
    expect(renamed.json<AttachmentAnswer[]>()[0]).toMatchObject({
      original_name: 'scan.pdf',
      content_type: 'image/png',
    });
    expect(renamed.json<AttachmentAnswer[]>()[0]!.name).toMatch(/\.png$/);
    const before = await storedFiles();
    for (const [name, content, type] of [
      ['photo.png', HTML, 'image/png'],
      ['x.svg.html', HTML, 'image/svg+xml'],
      ['x.png.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'image/png'],
      ['notes.txt', Buffer.from('just text'), 'text/plain'],
      ['empty.png', Buffer.alloc(0), 'image/png'],
    ] as const) {
      const response = await uploadFiles(app, [{ name, content, type }], { token: userToken });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ detail: string }>().detail).toContain(`"${name}"`);
      expect(response.json<{ detail: string }>().detail).toMatch(/not an allowed file type/);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps the double extension as a name only, typed by the content', async () => {
    const response = await uploadFiles(app, [{ name: 'x.png.exe', content: PNG }], {
      token: userToken,
    });
    const [created] = response.json<AttachmentAnswer[]>();
    expect(created).toMatchObject({ original_name: 'x.png.exe', content_type: 'image/png' });
    expect(created!.name).toMatch(/^[0-9a-f]{32}\.png$/);
  });

  it('is all or nothing: one bad file stores none of the others', async () => {
    const [rows, files] = [await rowCount(), await storedFiles()];
    const response = await uploadFiles(
      app,
      [
        { name: 'good.png', content: PNG },
        { name: 'bad.png', content: HTML },
      ],
      { token: userToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        '"bad.png" is not an allowed file type: only PNG, JPEG, GIF, SVG and PDF files can be uploaded.',
    });
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('refuses a file over UPLOAD_MAX_MB with 413 and stores nothing', async () => {
    const [rows, files] = [await rowCount(), await storedFiles()];
    const big = Buffer.concat([PNG, Buffer.alloc(60 * 1024)]);
    const response = await uploadFiles(
      app,
      [
        { name: 'small.png', content: PNG },
        { name: 'big.png', content: big },
      ],
      { token: userToken },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: '"big.png" is larger than the 0.05 MB upload limit.',
    });
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles()).toEqual(files);
  });

  it('keeps only the last segment of a path name, without control characters', async () => {
    const response = await uploadFiles(
      app,
      [
        { name: '../../etc/passwd.png', content: PNG },
        { name: '..\\..\\boot.ini.png', content: PNG },
        { name: 'bad\u0000na\u202eme\t\u0007.png', content: PNG },
        { name: '..', content: PNG },
      ],
      { token: userToken },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<AttachmentAnswer[]>().map((a) => a.original_name)).toEqual([
      'passwd.png',
      'boot.ini.png',
      'badname.png',
      'file',
    ]);
    for (const created of response.json<AttachmentAnswer[]>())
      expect(created.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await storedFiles()).every((name) => /^[0-9a-f]{32}\.\w+$/.test(name))).toBe(true);
  });

  it('asks for a sign-in, and explains a request without files', async () => {
    const anonymous = await uploadFiles(app, [{ name: 'a.png', content: PNG }]);
    expect(anonymous.statusCode).toBe(401);
    const empty = await uploadFiles(app, [], { token: userToken, fields: { note: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ detail: 'Send one or more files in the field "files".' });
    const wrongField = await uploadFiles(app, [{ name: 'a.png', content: PNG }], {
      token: userToken,
      field: 'picture',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({
      detail: 'Send files in the field "files", not "picture".',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/',
      payload: { files: [] },
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(json.statusCode).toBe(400);
  });

  it('lets administrators publish files; others are refused and nothing is stored', async () => {
    const files = await storedFiles();
    const refused = await uploadFiles(app, [{ name: 'site.png', content: PNG }], {
      token: userToken,
      fields: { public: 'true' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Only administrators can upload public files.' });
    expect(await storedFiles()).toEqual(files);
    const published = await uploadFiles(app, [{ name: 'site.png', content: PNG }], {
      token: adminToken,
      fields: { public: 'true' },
    });
    expect(published.json<AttachmentAnswer[]>()[0]).toMatchObject({ public: true });
  });

  it('records the upload in the audit log without the file contents', async () => {
    const events = await app.db.select().from(auditEvent);
    const uploads = events.filter((e) => e.event === 'attachment.uploaded');
    expect(uploads.length).toBeGreaterThan(0);
    expect(uploads[0]!.detail).toMatchObject({ count: 1, public: false });
    expect(JSON.stringify(uploads)).not.toContain(PNG.toString('base64').slice(0, 20));
  });

  it('never serves an accepted upload as HTML', async () => {
    const rows = await app.db.select().from(attachment);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const response = await serve(app, row.name, adminToken);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(row.content_type);
      expect(response.headers['content-type']).not.toMatch(/html/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('SVG uploads', () => {
  it('stores hostile SVGs sanitised and never serves anything active', async () => {
    const response = await uploadFiles(
      app,
      Object.entries(hostileSvgs).map(([name, svg]) => ({
        name,
        content: Buffer.from(svg),
        type: 'text/html',
      })),
      { token: userToken },
    );
    expect(response.statusCode).toBe(200);
    for (const created of response.json<AttachmentAnswer[]>()) {
      expect(created.content_type).toBe('image/svg+xml');
      const served = await serve(app, created.name, userToken);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.body, created.original_name).not.toMatch(UNSAFE);
      expect(served.body).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
    }
  });

  it('refuses an SVG that cannot be parsed, naming the file', async () => {
    const response = await uploadFiles(
      app,
      [
        {
          name: 'broken.svg',
          content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><rect</svg>'),
        },
      ],
      { token: userToken },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toMatch(
      /^"broken.svg" cannot be read as an SVG image/,
    );
  });
});
