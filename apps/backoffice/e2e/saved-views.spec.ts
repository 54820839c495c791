import { expect, test } from '@playwright/test';
import { createRole, freshWord, staffMemberWith } from './role-holders';
import { signInThroughApi } from './signed-in';
import { tokenOf } from './staff-api';

test.use({ locale: 'en-US' });
// Each test signs in and loads lazy screens on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

test('a view of the users list is saved, kept over a reload, applied, and shared with a role', async ({
  page,
}) => {
  // A role whose holders read the practice's users; a colleague holds it.
  const adminToken = await tokenOf(page.request);
  const deskName = `Front desk ${freshWord()}`;
  const desk = await createRole(page.request, adminToken, {
    name: deskName,
    permissions: ['user:read:org'],
  });
  const colleague = await staffMemberWith(page.request, [desk]);

  await signInThroughApi(page);
  await page.goto('/users?q=member&sort=username');
  const bar = page.getByRole('region', { name: 'Saved views' });
  await bar.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this view of the list' });
  const viewName = `Members ${freshWord()}`;
  await dialog.getByRole('textbox', { name: 'Name' }).fill(viewName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View saved')).toBeVisible();
  await expect(bar.getByRole('button', { name: viewName, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Kept: after a reload on the plain list, the view is there and applies.
  await page.goto('/users');
  await page.reload();
  const chip = bar.getByRole('button', { name: viewName, exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  await chip.click();
  await expect(page).toHaveURL(/[?&]q=member(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=username(&|$)/);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('member');
  await expect(chip).toHaveAttribute('aria-pressed', 'true');

  // Shared with the colleague's role, from the view's options.
  await bar.getByRole('button', { name: `Options of the view “${viewName}”` }).click();
  await page.getByRole('menuitem', { name: 'Rename or share' }).click();
  const edit = page.getByRole('dialog', { name: 'Rename or share the view' });
  await edit.getByRole('combobox', { name: 'Shared with' }).click();
  await page.getByRole('option', { name: deskName }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('View updated')).toBeVisible();

  // The colleague sees it, marked as shared, and cannot change it.
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, colleague.username, colleague.password);
  await page.goto('/users');
  const shared = page
    .getByRole('region', { name: 'Saved views' })
    .getByRole('button', { name: viewName, exact: true });
  await expect(shared).toHaveAccessibleDescription(
    new RegExp(`^Shared by .+ with the role ${deskName}$`),
  );
  await expect(page.getByRole('button', { name: `Options of the view “${viewName}”` })).toHaveCount(
    0,
  );
  await shared.click();
  await expect(page).toHaveURL(/[?&]q=member(&|$)/);
  await expect(page.getByRole('cell', { name: colleague.username, exact: true })).toBeVisible();
});
