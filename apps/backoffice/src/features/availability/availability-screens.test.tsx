import type { SessionUser } from '@cabinet/auth/app-session';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { availabilityApi } from '../../testing/availability-handlers';
import { apiUrl } from '../../testing/handlers';
import { practitionerApi, practitionerRecord } from '../../testing/practitioner-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };
const MONDAY = { weekday: 1, start_time: '09:00', end_time: '12:00', slot_minutes: 50 };

describe('a practitioner’s availability', () => {
  it('shows the usual week on the practitioner’s page and saves an added exception whole', async () => {
    const api = availabilityApi({ weekly: [MONDAY], exceptions: [] });
    server.use(...practitionerApi([practitionerRecord(3)]).handlers, ...api.handlers);
    const { user } = await renderRoute('/practitioners/3', { session, language: 'en' });

    const section = await screen.findByRole(
      'region',
      { name: 'Availability for first appointments' },
      { timeout: 15_000 },
    );
    const monday = await within(section).findByRole('listitem', { name: 'Hours 1, Monday' });
    expect(within(monday).getByLabelText('From')).toHaveValue('09:00');
    expect(within(monday).getByLabelText('Length (minutes)')).toHaveValue(50);

    await user.click(within(section).getByRole('button', { name: 'Add an exception' }));
    const off = within(section).getByRole('listitem', { name: 'Exception 1, Time off' });
    const first = within(off).getByLabelText('First day');
    await user.clear(first);
    await user.type(first, '2030-12-24');
    const last = within(off).getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2030-12-31');
    await user.click(within(section).getByRole('button', { name: 'Save availability' }));

    await waitFor(() => expect(api.saved).toHaveLength(1));
    expect(api.saved[0]).toEqual({
      weekly: [MONDAY],
      exceptions: [
        {
          kind: 'off',
          start_date: '2030-12-24',
          end_date: '2030-12-31',
          start_time: null,
          end_time: null,
          slot_minutes: null,
        },
      ],
    });
    expect(await screen.findByText('Availability saved.')).toBeVisible();
  });

  it('shows the API’s refusal and keeps what was typed', async () => {
    const api = availabilityApi(
      { weekly: [], exceptions: [] },
      { refuse: 'weekly[0]: the hours must end after the start, with room for one appointment.' },
    );
    server.use(...practitionerApi([practitionerRecord(3)]).handlers, ...api.handlers);
    const { user } = await renderRoute('/practitioners/3', { session, language: 'fr' });

    const section = await screen.findByRole(
      'region',
      { name: 'Disponibilités pour les premiers rendez-vous' },
      { timeout: 15_000 },
    );
    expect(await within(section).findByText(/Pas encore d’horaires/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Ajouter des horaires' }));
    const row = within(section).getByRole('listitem', { name: 'Horaires 1, Lundi' });
    const to = within(row).getByLabelText('À');
    await user.clear(to);
    await user.type(to, '09:30');
    await user.click(
      within(section).getByRole('button', { name: 'Enregistrer les disponibilités' }),
    );

    expect(
      await within(section).findByText(
        'weekly[0]: the hours must end after the start, with room for one appointment.',
      ),
    ).toBeVisible();
    expect(api.saved[0]!.weekly).toEqual([{ ...MONDAY, end_time: '09:30' }]);
    expect(within(row).getByLabelText('À')).toHaveValue('09:30');
  });
});

describe('my availability', () => {
  const practitionerUser: SessionUser = {
    ...adminUser,
    id: 9,
    all_roles: [{ string_id: 'practitioner_role' }, { string_id: 'user_role' }],
  };

  it('opens the practitioner linked to the signed-in user', async () => {
    const searches: unknown[] = [];
    const api = availabilityApi({ weekly: [MONDAY], exceptions: [] });
    server.use(
      http.post(apiUrl('/practitioner/search'), async ({ request }) => {
        searches.push(await request.json());
        return HttpResponse.json({ data: [practitionerRecord(4, { user_id: 9 })], total: 1 });
      }),
      ...api.handlers,
    );
    await renderRoute('/my-availability', {
      session: { token: 'token-9', user: practitionerUser },
      language: 'de',
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Meine Verfügbarkeit' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(await screen.findByRole('listitem', { name: 'Sprechzeit 1, Montag' })).toBeVisible();
    expect(searches).toEqual([
      { search: { AND: [{ field: 'user_id', operator: '=', value: 9 }] } },
    ]);
  });

  it('says so when the account is linked to no practitioner', async () => {
    server.use(
      http.post(apiUrl('/practitioner/search'), () => HttpResponse.json({ data: [], total: 0 })),
    );
    await renderRoute('/my-availability', {
      session: { token: 'token-9', user: practitionerUser },
      language: 'en',
    });
    expect(
      await screen.findByText(/Your account is not linked to a practitioner yet/, undefined, {
        timeout: 15_000,
      }),
    ).toBeVisible();
  });
});

describe('the calendar feed', () => {
  it('makes an address shown once, then revokes it', async () => {
    let active = false;
    const calls: string[] = [];
    const feedPath = apiUrl('/practitioner/{id}/calendar-feed').replace('{id}', ':id');
    server.use(
      ...practitionerApi([practitionerRecord(3)]).handlers,
      http.get(feedPath, () =>
        HttpResponse.json({ active, created_at: active ? '2026-12-01T10:00:00.000Z' : null }),
      ),
      http.post(feedPath, () => {
        calls.push('create');
        active = true;
        return HttpResponse.json(
          { active: true, created_at: '2026-12-01T10:00:00.000Z', token: 'feed-token-1234567890' },
          { status: 201 },
        );
      }),
      http.delete(feedPath, () => {
        calls.push('revoke');
        active = false;
        return HttpResponse.json({ active: false, created_at: null });
      }),
    );
    const { user } = await renderRoute('/practitioners/3', { session, language: 'en' });
    const section = await screen.findByRole(
      'region',
      { name: 'Calendar feed' },
      { timeout: 15_000 },
    );
    expect(await within(section).findByText('No feed yet.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Create the feed address' }));
    const address = await within(section).findByLabelText('Feed address');
    expect((address as HTMLInputElement).value).toMatch(/\/calendar\/feed-token-1234567890\.ics$/);
    expect(await within(section).findByText(/Feed active since/)).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Revoke the feed' }));
    expect(await within(section).findByText('No feed yet.')).toBeVisible();
    expect(within(section).queryByLabelText('Feed address')).toBeNull();
    expect(calls).toEqual(['create', 'revoke']);
  });
});
