import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { practitioner } from '../../src/db/schema/practitioner.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { addMember, apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { solvedChallenge } from '../helpers/human-check.ts';

/**
 * The inbox's follow-up: a request assigned to a practitioner, its statuses, notes, and a
 * practitioner who signs in seeing only the requests assigned to them.
 */
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let claire: { id: number; token: string };
let claireAt = 0;
let marc = 0;

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const request = (email: string) =>
  submitContact(app, { name: 'Léa', email, message: 'Je cherche un premier rendez-vous.' });
const addPractitioner = async (display_name: string, userId: number | null, organizationId = 1) =>
  (
    await app.db
      .insert(practitioner)
      .values({ display_name, user_id: userId, organization_id: organizationId })
      .returning({ id: practitioner.id })
  )[0]!.id;

beforeAll(async () => {
  ({ app, userToken } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addMember(app, 1, 'claire.therapist', 'practitioner_role');
  claireAt = await addPractitioner('Claire Demo', claire.id);
  marc = await addPractitioner('Marc Exemple', null);
});
afterAll(() => app.close());

describe('the contact form', () => {
  it('stores the service, language and usual free times a visitor chose, all optional', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: {
        email: 'choices@example.ch',
        consent: true,
        altcha: await solvedChallenge(app),
        service: 'family-psychotherapy',
        therapyLanguage: 'other',
        freePeriods: ['morning', 'evening'],
        freeDays: ['wed'],
      },
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await app.db
      .select()
      .from(contactRequest)
      .where(eq(contactRequest.email, 'choices@example.ch'));
    expect(stored).toMatchObject({
      service: 'family-psychotherapy',
      therapy_language: 'other',
      free_periods: ['morning', 'evening'],
      free_days: ['wed'],
      status: 'new',
      practitioner_id: null,
    });
  });

  it.each([
    [{ service: 'hypnosis' }, 'service'],
    [{ therapyLanguage: 'it' }, 'therapyLanguage'],
    [{ freePeriods: ['night'] }, 'freePeriods'],
    [{ freeDays: ['sun'] }, 'freeDays'],
    [{ freeDays: ['mon', 'mon'] }, 'freeDays'],
  ])('refuses %j with a 422 naming the field', async (choice, field) => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/submit',
      payload: { email: 'bad.choice@example.ch', consent: true, altcha: 'x', ...choice },
    });
    expect(sent.statusCode).toBe(422);
    expect(JSON.stringify(sent.json())).toContain(field);
  });
});

describe('assigning a request', () => {
  it('names the practitioner on the request, and filters the inbox by status and practitioner', async () => {
    const id = await request('assign@example.ch');
    const assigned = await call(adminToken, 'PUT', `/contact_request/${id}`, {
      practitioner_id: marc,
      status: 'in_progress',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({
      practitioner_id: marc,
      practitioner: { id: marc, display_name: 'Marc Exemple' },
      status: 'in_progress',
    });
    const found = await call(adminToken, 'POST', '/contact_request/search', {
      search: {
        AND: [
          { field: 'status', operator: '=', value: 'in_progress' },
          { field: 'practitioner_id', operator: '=', value: marc },
        ],
      },
    });
    expect(found.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([id]);
  });

  it('refuses a practitioner of another practice, a missing one and an unknown status', async () => {
    const id = await request('refused@example.ch');
    const [other] = await app.db
      .insert(organization)
      .values({ name: 'Autre cabinet' })
      .returning({ id: organization.id });
    const elsewhere = await addPractitioner('Ailleurs', null, other!.id);
    for (const practitioner_id of [elsewhere, 999_999]) {
      const refused = await call(adminToken, 'PUT', `/contact_request/${id}`, { practitioner_id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        detail: `practitioner_id: practitioner ${practitioner_id} was not found.`,
      });
    }
    const badStatus = await call(adminToken, 'PUT', `/contact_request/${id}`, {
      status: 'answered',
    });
    expect(badStatus.statusCode).toBe(422);
    expect(JSON.stringify(badStatus.json())).toContain('status');
  });
});

describe('a practitioner signed in', () => {
  it('sees and follows only the requests assigned to them', async () => {
    const theirs = await request('theirs@example.ch');
    const notTheirs = await request('not.theirs@example.ch');
    await call(adminToken, 'PUT', `/contact_request/${theirs}`, { practitioner_id: claireAt });
    await call(adminToken, 'PUT', `/contact_request/${notTheirs}`, { practitioner_id: marc });

    const listed = await call(claire.token, 'POST', '/contact_request/search', {});
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([theirs]);
    expect((await call(claire.token, 'GET', `/contact_request/${theirs}`)).statusCode).toBe(200);
    expect((await call(claire.token, 'GET', `/contact_request/${notTheirs}`)).statusCode).toBe(404);
    const moved = await call(claire.token, 'PUT', `/contact_request/${theirs}`, {
      status: 'in_progress',
    });
    expect(moved.json()).toMatchObject({ status: 'in_progress' });
    expect(
      (await call(claire.token, 'PUT', `/contact_request/${notTheirs}`, { status: 'closed' }))
        .statusCode,
    ).toBe(404);
    // Erasing is for administrators.
    expect((await call(claire.token, 'DELETE', `/contact_request/${theirs}`)).statusCode).toBe(403);
  });
});

describe('internal notes', () => {
  it('are added by whoever may change the request, listed with their author, and audited without their text', async () => {
    const id = await request('notes@example.ch');
    await call(adminToken, 'PUT', `/contact_request/${id}`, { practitioner_id: claireAt });
    const added = await call(claire.token, 'POST', `/contact_request/${id}/notes`, {
      body: '  Rappel prévu mardi ; parle de crises de panique.  ',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      body: 'Rappel prévu mardi ; parle de crises de panique.',
      author: { id: claire.id },
    });
    const [event] = await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    expect(event).toMatchObject({
      event: 'contact_request.note_added',
      user_id: claire.id,
      model: 'contact_request',
      record_id: id,
    });
    expect(JSON.stringify(event)).not.toContain('panique');

    await call(adminToken, 'POST', `/contact_request/${id}/notes`, { body: 'Vu.' });
    const listed = await call(adminToken, 'GET', `/contact_request/${id}/notes`);
    expect(listed.json<{ data: { body: string }[] }>().data.map((note) => note.body)).toEqual([
      'Rappel prévu mardi ; parle de crises de panique.',
      'Vu.',
    ]);
  });

  it('refuse an empty note (422), another practitioner’s request (404) and staff without the right (403)', async () => {
    const id = await request('notes.refused@example.ch');
    const empty = await call(adminToken, 'POST', `/contact_request/${id}/notes`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('body');
    expect(
      (await call(claire.token, 'POST', `/contact_request/${id}/notes`, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(claire.token, 'GET', `/contact_request/${id}/notes`)).statusCode).toBe(404);
    expect(
      (await call(userToken, 'POST', `/contact_request/${id}/notes`, { body: 'x' })).statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', `/contact_request/${id}/notes`)).statusCode).toBe(401);
  });
});
