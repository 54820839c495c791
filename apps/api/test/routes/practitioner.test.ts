import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { PNG, PDF, uploadFiles, type AttachmentAnswer } from '../helpers/files.ts';

let app: FastifyInstance;
let adminToken: string;
let staffToken: string;

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);

async function upload(name: string, content: Buffer, publicFile: boolean) {
  const response = await uploadFiles(app, [{ name, content }], {
    token: adminToken,
    fields: publicFile ? { public: 'true' } : {},
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<AttachmentAnswer[]>()[0]!;
}

interface PublicAnswer {
  items: { id: number; display_name: string; photo: string | null; bio_de: string | null }[];
}

const publicTeam = async () =>
  (await call(undefined, 'GET', '/practitioner/public')).json<PublicAnswer>();

beforeAll(async () => {
  ({ app, adminToken, userToken: staffToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

describe('practitioners', () => {
  it('are created and edited by administrators, and shown to visitors only once visible, in order', async () => {
    const photo = await upload('portrait.png', PNG, true);
    const second = await call(adminToken, 'POST', '/practitioner', {
      display_name: '  Jonas Beispiel ',
      titles_de: 'Psychologe FSP',
      bio_de: 'Begleitet Paare.',
      languages: ['de', 'fr'],
      specialities: ['couple-psychotherapy'],
      registrations: ['fsp'],
      photo_id: photo.id,
      position: 2,
    });
    expect(second.statusCode, second.body).toBe(200);
    const created = second.json<{ id: number; display_name: string; visible: boolean }>();
    expect(created).toMatchObject({ display_name: 'Jonas Beispiel', visible: false });
    const first = await call(adminToken, 'POST', '/practitioner', {
      display_name: 'Anna Exemple',
      visible: true,
      position: 1,
    });
    expect(first.statusCode, first.body).toBe(200);

    // Hidden until published.
    expect((await publicTeam()).items.map((p) => p.display_name)).toEqual(['Anna Exemple']);
    const shown = await call(adminToken, 'PUT', `/practitioner/${created.id}`, { visible: true });
    expect(shown.statusCode, shown.body).toBe(200);
    const team = await publicTeam();
    expect(team.items.map((p) => p.display_name)).toEqual(['Anna Exemple', 'Jonas Beispiel']);
    expect(team.items[1]).toMatchObject({ photo: photo.name, bio_de: 'Begleitet Paare.' });
    // Who signs in as whom is the staff's business.
    expect(team.items[1]).not.toHaveProperty('user_id');

    // Archived ones leave the page.
    const archived = await call(adminToken, 'PUT', `/practitioner/${created.id}`, {
      active: false,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await publicTeam()).items.map((p) => p.display_name)).toEqual(['Anna Exemple']);
  });

  it('refuse what the team page could not show, each with the field at fault', async () => {
    const document = await upload('cv.pdf', PDF, true);
    // Shapes the contract states: 422, naming the field.
    const malformed: [object, string][] = [
      [{ display_name: 'X', specialities: ['astrology'] }, 'specialities'],
      [{ display_name: 'X', registrations: ['fsp', 'fsp'] }, 'registrations'],
      [{ display_name: 'X', languages: ['French'] }, 'languages'],
      [{ display_name: 'X', gln: '12345' }, 'gln'],
      [{ display_name: 'X', bio_fr: 'a'.repeat(4001) }, 'bio_fr'],
      [{ display_name: '' }, 'display_name'],
    ];
    for (const [body, field] of malformed) {
      const response = await call(adminToken, 'POST', '/practitioner', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const { detail } = response.json<{ detail: { loc: string[] }[] }>();
      expect(detail.map((problem) => problem.loc.join('.')).join(' ')).toContain(field);
    }
    // Rules beyond the shape: 400 with a sentence.
    const refused: [object, RegExp][] = [
      [{ display_name: '   ' }, /display_name must not be empty/],
      [{ display_name: 'X', photo_id: document.id }, /photo_id: the photo must be an image/],
      [{ display_name: 'X', user_id: 999_999 }, /user_id: user 999999 was not found/],
    ];
    for (const [body, detail] of refused) {
      const response = await call(adminToken, 'POST', '/practitioner', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    }
  });

  it('publish the photo chosen for them, which the team page shows to anyone', async () => {
    const privatePhoto = await upload('private.png', PNG, false);
    expect(
      (await call(undefined, 'GET', `/attachment/serve/${privatePhoto.name}`)).statusCode,
    ).not.toBe(200);
    const response = await call(adminToken, 'POST', '/practitioner', {
      display_name: 'With a photo',
      photo_id: privatePhoto.id,
      visible: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      (await call(undefined, 'GET', `/attachment/serve/${privatePhoto.name}`)).statusCode,
    ).toBe(200);
    const shown = (await publicTeam()).items.find((p) => p.display_name === 'With a photo');
    expect(shown?.photo).toBe(privatePhoto.name);
    const { id } = response.json<{ id: number }>();
    expect((await call(adminToken, 'DELETE', `/practitioner/${id}`)).statusCode).toBe(200);
  });

  it('link to one user at most, and only staff with the permission manage them', async () => {
    const me = (await call(staffToken, 'GET', '/user/util/me')).json<{ id: number }>();
    const linked = await call(adminToken, 'POST', '/practitioner', {
      display_name: 'Linked',
      user_id: me.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const again = await call(adminToken, 'POST', '/practitioner', {
      display_name: 'Linked twice',
      user_id: me.id,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toMatch(/already exists/);

    // A staff member without an administrator's role neither lists nor writes them.
    expect((await call(staffToken, 'POST', '/practitioner/search', {})).statusCode).toBe(403);
    expect(
      (await call(staffToken, 'POST', '/practitioner', { display_name: 'Me' })).statusCode,
    ).toBe(403);
    // Nor does a visitor, who reads the public team only.
    expect((await call(undefined, 'POST', '/practitioner/search', {})).statusCode).toBe(401);
  });
});
