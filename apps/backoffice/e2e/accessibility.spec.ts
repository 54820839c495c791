import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api, bearer } from './staff-api';

/**
 * Every staff screen, with records to show: the seeded administrator is user 1 and the seed's texts
 * exist; the seed's roles are system roles, never edited, so a role of the test's own is shown,
 * and a practitioner of its own.
 */
const screens = (roleId: number, practitionerId: number, requestId: number) => [
  '/',
  '/users',
  '/users/create',
  '/users/1',
  '/users/1/edit',
  '/roles',
  `/roles/${roleId}`,
  `/roles/${roleId}/edit`,
  '/practitioners',
  '/practitioners/create',
  `/practitioners/${practitionerId}`,
  `/practitioners/${practitionerId}/edit`,
  // A request assigned to that practitioner: its first appointment's time picker.
  `/contact-requests/${requestId}`,
  '/my-availability',
  '/theme_translations',
  '/theme_translations/1',
  '/theme_translations/1/edit',
  '/profile/1/edit',
  // Without a token: the link's explanation (its confirmed state is checked in profile.spec.ts).
  '/confirm-email',
  '/organization-settings',
  '/smtp-settings',
  '/google-sign-in-settings',
];

/**
 * A visitor's request assigned to the practitioner, who is free every day from 08:00 to 12:00:
 * the request's page then shows times to offer.
 */
async function assignedRequest(
  request: APIRequestContext,
  token: string,
  practitionerId: number,
  lng: string,
): Promise<number> {
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start_time: '08:00',
    end_time: '12:00',
    slot_minutes: 50,
  }));
  const saved = await request.put(`${api}/practitioner/${practitionerId}/availability`, {
    headers: bearer(token),
    data: {
      weekly: week,
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
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const challenge = (await (
    await request.get(`${api}/altcha/challenge`)
  ).json()) as HumanCheckChallenge;
  const email = `axe.${lng}.${Date.now()}@example.ch`;
  const sent = await request.post(`${apiOrigin}/api/submit`, {
    headers: { 'X-Forwarded-For': `198.51.100.${lng === 'fr' ? 150 : lng === 'en' ? 151 : 152}` },
    data: { name: 'Nora', email, consent: true, altcha: await solveHumanCheck(challenge) },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const found = await request.post(`${api}/contact_request/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'email', operator: '=', value: email }] } },
  });
  const { id } = ((await found.json()) as { data: { id: number }[] }).data[0]!;
  const assigned = await request.put(`${api}/contact_request/${id}`, {
    headers: bearer(token),
    data: { practitioner_id: practitionerId },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return id;
}

for (const lng of ['fr', 'en', 'de'] as const) {
  test(`every staff screen has no serious accessibility problem in ${lng}`, async ({ page }) => {
    test.setTimeout(180_000);
    const token = await signInThroughApi(page, undefined, undefined, lng);
    const created = await page.request.post(`${api}/role`, {
      headers: bearer(token),
      // A name of its own: a role name is unique, and the database may hold one from before.
      data: { name: `Reception ${lng} ${Date.now()}`, permissions: [] },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    const practitioner = await page.request.post(`${api}/practitioner`, {
      headers: bearer(token),
      data: {
        display_name: `Claire ${lng}`,
        titles_fr: 'Psychologue FSP',
        languages: ['fr', 'de'],
        specialities: ['supervision'],
        registrations: ['fsp'],
      },
    });
    expect(practitioner.ok(), await practitioner.text()).toBe(true);
    const { id: practitionerId } = (await practitioner.json()) as { id: number };
    const requestId = await assignedRequest(page.request, token, practitionerId, lng);
    for (const path of screens(id, practitionerId, requestId)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 15_000 });
      // Loaded: no skeleton or spinner left.
      await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await seriousAxeViolations(page), `${path} in ${lng}`).toEqual([]);
    }
  });
}
