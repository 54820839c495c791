import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test, type Page } from '@playwright/test';
import { createRole, freshWord, seededRoleId, staffMemberWith } from './role-holders';
import { signInThroughApi } from './signed-in';
import { api, bearer, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });
// Each test signs in and loads lazy screens on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

const json = (page: Page) => page.getByRole('textbox', { name: 'Permissions' });

test('an administrator edits a role through the matrix: the JSON and the saved role agree', async ({
  page,
}) => {
  const token = await signInThroughApi(page);
  const name = `Reception ${freshWord()}`;
  const id = await createRole(page.request, token, {
    name,
    permissions: ['contact_request:read:own', 'practitioner:read:org'],
  });
  await page.goto(`/roles/${id}/edit`);
  const matrix = page.getByRole('table', { name: 'Permission matrix' });
  await expect(matrix.getByRole('combobox', { name: 'Contact requests: read' })).toHaveValue('own');

  await matrix.getByRole('combobox', { name: 'Contact requests: read' }).selectOption('org');
  await matrix.getByRole('combobox', { name: 'Users: read' }).selectOption('org');
  await matrix.getByRole('combobox', { name: 'Practitioners: read' }).selectOption('none');
  const shown = JSON.parse(await json(page).inputValue()) as string[];
  expect(shown).toEqual(['contact_request:read:org', 'user:read:org']);

  // And back: the JSON edited by hand shows in the matrix.
  await json(page).fill(JSON.stringify([...shown, 'notification:*:own'], null, 2));
  await expect(matrix.getByRole('combobox', { name: 'Notifications: every action' })).toHaveValue(
    'own',
  );

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const saved = await page.request.get(`${api}/role/${id}`, { headers: bearer(token) });
  expect(((await saved.json()) as { permissions: string[] }).permissions).toEqual([
    'contact_request:read:org',
    'user:read:org',
    'notification:*:own',
  ]);
});

test('staff without an admin role cannot reach the role editor', async ({ page }) => {
  const adminToken = await tokenOf(page.request);
  const id = await createRole(page.request, adminToken, {
    name: `Desk ${freshWord()}`,
    permissions: ['user:read:org'],
  });
  const member = await staffMemberWith(page.request, []);
  await signInThroughApi(page, member.username, member.password);
  await page.goto(`/roles/${id}/edit`);
  await expect(page.getByText('You may not read role records.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Permission matrix' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('saving a role that takes rights from its editor asks first, naming what they would lose', async ({
  page,
}) => {
  const adminToken = await tokenOf(page.request);
  const adminRole = await seededRoleId(page.request, adminToken, 'admin_role');
  const name = `Practice lead ${freshWord()}`;
  const lead = await createRole(page.request, adminToken, {
    name,
    permissions: [],
    implied: [adminRole],
  });
  // Their administration comes from this role alone, through the Admin role it includes.
  const member = await staffMemberWith(page.request, [lead]);
  await signInThroughApi(page, member.username, member.password);
  await page.goto(`/roles/${lead}/edit`);
  await expect(page.getByText(/^Included roles: Admin, User, Public/)).toBeVisible();

  // Leave out Admin: the last chosen role goes with Backspace in the picker.
  // The picker shows its roles by name once it has read them: Admin is then its last chip.
  await expect(
    page.locator('.MuiAutocomplete-tag').getByText('Admin', { exact: true }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Implied roles' }).focus();
  await page.keyboard.press('Backspace');
  await expect(page.getByText(/^Included roles/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();

  const warning = page.getByRole('dialog', { name: 'Take rights away from yourself?' });
  await expect(warning.getByRole('listitem').filter({ hasText: /^Roles: / })).toHaveText(
    'Roles: read, change, create, delete (Organization → None)',
  );
  await expect(warning.getByRole('listitem').filter({ hasText: /^Users: / })).toHaveText(
    'Users: read, change (Organization → Own); create, delete (Organization → None)',
  );
  expect(await seriousAxeViolations(page), 'the warning').toEqual([]);
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  const unchanged = await page.request.get(`${api}/role/${lead}`, {
    headers: bearer(adminToken),
  });
  expect((await unchanged.json()) as object).toMatchObject({ implied_roles: [{ id: adminRole }] });

  await page.getByRole('button', { name: 'Save' }).click();
  await warning.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const saved = await page.request.get(`${api}/role/${lead}`, { headers: bearer(adminToken) });
  expect((await saved.json()) as object).toMatchObject({ implied_roles: [] });
});
