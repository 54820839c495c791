import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { seededRoleId } from './role-holders';
import { api, bearer } from './staff-api';
import { submitVisitorRequest } from './visitor-request';

/** The plain list, as a saved view stores it. */
const plainListState = {
  search: '',
  filters: [],
  match: 'all',
  sort: { field: 'id', direction: 'desc' },
  toggles: {},
  archived: false,
  columns: {},
};

/**
 * Every staff screen, with records to show: the seeded administrator is user 1 and the seed's texts
 * exist; the seed's roles are system roles, never edited, so a role of the test's own is shown,
 * and a practitioner of its own.
 */
const screens = (roleId: number, practitionerId: number) => [
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
  '/my-availability',
  '/theme_translations',
  '/theme_translations/1',
  '/theme_translations/1/edit',
  '/profile/1/edit',
  // Without a token: the link's explanation (its confirmed state is checked in profile.spec.ts).
  '/confirm-email',
  '/organization-settings',
  '/smtp-settings',
  '/reply-templates',
  '/google-sign-in-settings',
  '/status',
];

/** The list's "Save view" button in each language. */
const saveView = { fr: 'Enregistrer la vue', en: 'Save view', de: 'Ansicht speichern' };

/** The reply composer's title, by which its region is found. */
const composerTitle = {
  fr: 'Répondre à la personne',
  en: 'Reply to the person',
  de: 'Der Person antworten',
};

for (const lng of ['fr', 'en', 'de'] as const) {
  test(`every staff screen has no serious accessibility problem in ${lng}`, async ({ page }) => {
    test.setTimeout(180_000);
    const token = await signInThroughApi(page, undefined, undefined, lng);
    const created = await page.request.post(`${api}/role`, {
      headers: bearer(token),
      // A name of its own: a role name is unique, and the database may hold one from before.
      // Rights of its own and an included role, so the matrix shows notes as well as choices.
      data: {
        name: `Reception ${lng} ${Date.now()}`,
        permissions: ['contact_request:read:own', '*:read:own'],
        implied_roles: [{ id: await seededRoleId(page.request, token, 'user_role') }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id } = (await created.json()) as { id: number };
    // Saved views above the users list: one of the administrator's own, one shared with the role.
    for (const [name, shared] of [
      [`Mine ${lng} ${Date.now()}`, null],
      [`Shared ${lng} ${Date.now()}`, id],
    ] as const) {
      const view = await page.request.post(`${api}/saved_view/user`, {
        headers: bearer(token),
        data: { name, state: plainListState, shared_role_id: shared },
      });
      expect(view.ok(), await view.text()).toBe(true);
    }
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
    for (const path of screens(id, practitionerId)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible({ timeout: 15_000 });
      // Loaded: no skeleton or spinner left.
      await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0, {
        timeout: 15_000,
      });
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      expect(await seriousAxeViolations(page), `${path} in ${lng}`).toEqual([]);
    }
    // The dialog saving a view of a list, with its sharing choice.
    await page.goto('/users');
    await page.getByRole('button', { name: saveView[lng] }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousAxeViolations(page), `the save view dialog in ${lng}`).toEqual([]);

    // A request's screen with the reply composer open on a filled template, and its history;
    // assigned to the practitioner, free every morning, so its first appointment offers times.
    const requestId = await submitVisitorRequest(page.request, {
      email: `a11y.${lng}.${Date.now()}@example.ch`,
      message: 'Accessibility check.',
      therapyLanguage: lng,
    });
    const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      start_time: '08:00',
      end_time: '12:00',
      slot_minutes: 50,
    }));
    const availability = await page.request.put(
      `${api}/practitioner/${practitionerId}/availability`,
      { headers: bearer(token), data: { weekly: week, exceptions: [] } },
    );
    expect(availability.ok(), await availability.text()).toBe(true);
    const assigned = await page.request.put(`${api}/contact_request/${requestId}`, {
      headers: bearer(token),
      data: { practitioner_id: practitionerId },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);
    await page.goto(`/contact-requests/${requestId}`);
    const composer = page.getByRole('region', { name: composerTitle[lng] });
    await composer.getByRole('combobox').first().click();
    await page.getByRole('option').nth(1).click();
    await expect(composer.locator('textarea').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page), `reply composer in ${lng}`).toEqual([]);
  });
}
