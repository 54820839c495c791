import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api, bearer, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });
// Each test signs in and loads lazy screens on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** A staff member without an admin role: signs up (opened for it), so holds the user role only. */
async function staffMember(request: APIRequestContext) {
  const adminToken = await tokenOf(request);
  const opened = await request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const word = randomUUID().replaceAll('-', '').slice(0, 10);
  const member = {
    username: `member${word}`,
    email: `member${word}@example.ch`,
    password: 'Staff-passw0rd!',
  };
  const signup = await request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);
  const token = await tokenOf(request, member.username, member.password);
  const me = await request.get(`${api}/user/util/me`, { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  return { ...member, id, token, adminToken };
}

/** The id of a theme translation every installation has (the French public texts). */
async function someThemeTranslation(request: APIRequestContext, token: string) {
  const found = await request.post(`${api}/site_content/search?skip=0&limit=1`, {
    headers: bearer(token),
    data: {},
  });
  expect(found.ok(), await found.text()).toBe(true);
  const [row] = ((await found.json()) as { data: { id: number }[] }).data;
  expect(row).toBeDefined();
  return row!.id;
}

test('staff without an admin role see no role assignment, role creation, raw edit or Organization', async ({
  page,
}) => {
  const member = await staffMember(page.request);
  const themeId = await someThemeTranslation(page.request, member.token);
  await signInThroughApi(page, member.username, member.password);

  // Their own account: the identity and address tabs, not Access.
  await page.goto(`/users/${member.id}/edit`);
  const tabs = page.getByRole('tablist', { name: 'Sections of the user' });
  await expect(tabs.getByRole('tab')).toHaveText(['Details', 'Contact and address']);

  // Roles: the screen opens, without a Create button.
  await page.goto('/roles');
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  await expect(page.getByText('You may not read role records.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

  // Theme translations with ?dev=1: the key/value editor, without the raw toggle.
  await page.goto(`/theme_translations/${themeId}/edit?dev=1`);
  await expect(page.getByRole('searchbox', { name: 'Search keys and texts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable raw edit' })).toHaveCount(0);

  // The apps popup: Home and the CMS only.
  await page.getByRole('button', { name: 'Open the list of apps' }).click();
  const apps = page.getByRole('dialog', { name: 'Apps' });
  await expect(apps.getByRole('link')).toHaveText(['Home', 'CMS / theme translations']);
});

test('an administrator sees each of those, so their absence above is the gating', async ({
  page,
}) => {
  const token = await signInThroughApi(page);
  const me = await page.request.get(`${api}/user/util/me`, { headers: bearer(token) });
  const { id } = (await me.json()) as { id: number };
  const themeId = await someThemeTranslation(page.request, token);

  await page.goto(`/users/${id}/edit`);
  await expect(
    page.getByRole('tablist', { name: 'Sections of the user' }).getByRole('tab'),
  ).toHaveText(['Details', 'Contact and address', 'Access']);
  await page.goto('/roles');
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
  await page.goto(`/theme_translations/${themeId}/edit?dev=1`);
  await expect(page.getByRole('button', { name: 'Enable raw edit' })).toBeVisible();
  await page.getByRole('button', { name: 'Open the list of apps' }).click();
  await expect(page.getByRole('dialog', { name: 'Apps' }).getByRole('link')).toHaveText([
    'Home',
    'CMS / theme translations',
    'Organization',
  ]);
});
