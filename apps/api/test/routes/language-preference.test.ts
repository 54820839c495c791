import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertRecipients } from '../../src/ops/alerts/alert-recipients.ts';
import { apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

describe('PUT /preference/language', () => {
  it("keeps the caller's language, which the server's own mails to them are written in", async () => {
    const { token } = await orgAdmin(app);
    const saved = await apiCall(app, token, 'PUT', '/preference/language', { language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'de' });
    await apiCall(app, adminToken, 'PUT', '/preference/language', { language: 'en' });
    // A user who is no administrator may keep theirs too; they get no alert.
    await apiCall(app, userToken, 'PUT', '/preference/language', { language: 'de' });
    expect((await alertRecipients(app.db)).sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'admin@example.com', organizationId: 1, language: 'en' },
      { email: 'office.admin@example.ch', organizationId: 1, language: 'de' },
    ]);
  });

  it('refuses a language the back-office does not speak, and a visitor', async () => {
    const refused = await apiCall(app, userToken, 'PUT', '/preference/language', {
      language: 'it',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ detail: { loc: unknown[] }[] }>().detail[0]!.loc).toContain('language');
    const visitor = await apiCall(app, undefined, 'PUT', '/preference/language', {
      language: 'fr',
    });
    expect(visitor.statusCode).toBe(401);
  });
});
