import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { practiceLocal } from '../../src/resources/appointment/practice-time.ts';
import { addMember, apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { addPractitioner, MONDAY_MORNINGS, weekdayAhead } from './helpers.ts';

/** A practitioner's week and exceptions: who keeps them, what is refused, and the free times. */
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let claire: { id: number; token: string };
let claireAt = 0;
let marc = 0;

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const localTimes = (items: { starts_at: string }[]) =>
  items.map((item) => {
    const at = practiceLocal(new Date(item.starts_at));
    return `${at.date} ${at.time}`;
  });

beforeAll(async () => {
  ({ app, userToken } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addMember(app, 1, 'claire.availability', 'practitioner_role');
  claireAt = await addPractitioner(app, 'Claire Demo', claire.id);
  marc = await addPractitioner(app, 'Marc Exemple', null);
});
afterAll(() => app.close());

describe('a practitioner’s availability', () => {
  it('is kept by the practitioner themselves, audited, and read back as stored', async () => {
    const monday = weekdayAhead(1);
    const availability = {
      weekly: [
        MONDAY_MORNINGS,
        {
          ...MONDAY_MORNINGS,
          weekday: 3,
          start_time: '14:00',
          end_time: '16:00',
          slot_minutes: 60,
        },
      ],
      exceptions: [
        {
          kind: 'off',
          start_date: monday,
          end_date: monday,
          start_time: '09:00',
          end_time: '09:50',
          slot_minutes: null,
        },
      ],
    };
    const saved = await call(
      claire.token,
      'PUT',
      `/practitioner/${claireAt}/availability`,
      availability,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(availability);
    expect(
      (await call(adminToken, 'GET', `/practitioner/${claireAt}/availability`)).json(),
    ).toEqual(availability);
    const [event] = await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    expect(event).toMatchObject({
      event: 'practitioner.availability_changed',
      user_id: claire.id,
      model: 'practitioner',
      record_id: claireAt,
    });

    const free = await call(
      claire.token,
      'GET',
      `/practitioner/${claireAt}/free-times?from=${monday}&to=${monday}`,
    );
    expect(free.statusCode).toBe(200);
    expect(localTimes(free.json<{ items: { starts_at: string }[] }>().items)).toEqual([
      `${monday} 09:50`,
      `${monday} 10:40`,
    ]);
  });

  it('is changed by an administrator for any practitioner, and by nobody else', async () => {
    const body = { weekly: [MONDAY_MORNINGS], exceptions: [] };
    expect(
      (await call(adminToken, 'PUT', `/practitioner/${marc}/availability`, body)).statusCode,
    ).toBe(200);
    // Another practitioner's week answers as if it did not exist; staff without the right are refused.
    expect(
      (await call(claire.token, 'PUT', `/practitioner/${marc}/availability`, body)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          claire.token,
          'GET',
          `/practitioner/${marc}/free-times?from=2030-01-01&to=2030-01-02`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(userToken, 'GET', `/practitioner/${marc}/availability`)).statusCode).toBe(
      403,
    );
    expect((await call(undefined, 'GET', `/practitioner/${marc}/availability`)).statusCode).toBe(
      401,
    );
  });

  it.each([
    [
      { weekly: [{ ...MONDAY_MORNINGS, end_time: '09:30' }], exceptions: [] },
      'weekly[0]: the hours must end after the start, with room for one appointment.',
    ],
    [
      {
        weekly: [],
        exceptions: [
          {
            kind: 'off',
            start_date: '2030-01-05',
            end_date: '2030-01-04',
            start_time: null,
            end_time: null,
            slot_minutes: null,
          },
        ],
      },
      'exceptions[0]: the last date must not be before the first.',
    ],
    [
      {
        weekly: [],
        exceptions: [
          {
            kind: 'extra',
            start_date: '2030-01-05',
            end_date: '2030-01-05',
            start_time: null,
            end_time: null,
            slot_minutes: 50,
          },
        ],
      },
      'exceptions[0]: extra hours need a start, an end and a length.',
    ],
    [
      {
        weekly: [],
        exceptions: [
          {
            kind: 'off',
            start_date: '2030-01-05',
            end_date: '2030-01-05',
            start_time: '10:00',
            end_time: null,
            slot_minutes: null,
          },
        ],
      },
      'exceptions[0]: give both a start and an end time, or neither.',
    ],
  ])('refuses %j with a 400 naming the rule', async (body, detail) => {
    const refused = await call(adminToken, 'PUT', `/practitioner/${marc}/availability`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail });
  });

  it('refuses malformed times, weekdays and lengths with a 422 naming the field', async () => {
    for (const hours of [
      { ...MONDAY_MORNINGS, start_time: '9:00' },
      { ...MONDAY_MORNINGS, weekday: 8 },
      { ...MONDAY_MORNINGS, slot_minutes: 5 },
    ]) {
      const refused = await call(adminToken, 'PUT', `/practitioner/${marc}/availability`, {
        weekly: [hours],
        exceptions: [],
      });
      expect(refused.statusCode).toBe(422);
      expect(JSON.stringify(refused.json())).toContain('weekly');
    }
  });
});

describe('free times', () => {
  it('refuse a range that ends before it starts, or longer than a quarter', async () => {
    const backwards = await call(
      adminToken,
      'GET',
      `/practitioner/${marc}/free-times?from=2030-02-01&to=2030-01-01`,
    );
    expect(backwards.statusCode).toBe(400);
    const long = await call(
      adminToken,
      'GET',
      `/practitioner/${marc}/free-times?from=2030-01-01&to=2030-06-01`,
    );
    expect(long.json()).toEqual({ detail: 'Ask for at most 92 days of free times at once.' });
    const malformed = await call(
      adminToken,
      'GET',
      `/practitioner/${marc}/free-times?from=tomorrow&to=2030-01-01`,
    );
    expect(malformed.statusCode).toBe(422);
  });

  it('never include the past', async () => {
    const recent = await call(
      adminToken,
      'GET',
      `/practitioner/${marc}/free-times?from=${weekdayAhead(1, -20)}&to=${weekdayAhead(1, 60)}`,
    );
    const starts = recent
      .json<{ items: { starts_at: string }[] }>()
      .items.map((item) => new Date(item.starts_at));
    expect(starts.length).toBeGreaterThan(0);
    expect(starts.every((start) => start > new Date())).toBe(true);
  });
});
