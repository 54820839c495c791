import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });

test('a signed-out visit goes to the login page and comes back, path and query kept', async ({
  page,
}) => {
  await page.goto('/smtp-settings?from=e2e');
  await expect(page).toHaveURL('/login?redirect=%2Fsmtp-settings%3Ffrom%3De2e');

  await signInWithForm(page);

  await expect(page).toHaveURL('/smtp-settings?from=e2e');
  await expect(page.getByRole('heading', { level: 1, name: 'SMTP Settings' })).toBeVisible();
});

test('notifications: the unread count, mark read, then delete', async ({ page }) => {
  const token = await tokenOf(page.request);
  const me = (await (
    await page.request.get(`${api}/user/util/me`, { headers: bearer(token) })
  ).json()) as { id: number };
  // Other specs leave notifications (a visitor's contact request notifies staff): start from none.
  const cleared = await page.request.post(`${api}/notification/bulk_delete`, {
    headers: bearer(token),
    data: { AND: [{ field: 'owner_id', operator: '=', value: me.id }] },
  });
  expect(cleared.ok(), await cleared.text()).toBe(true);
  for (const title of ['Quarterly report ready', 'New contact request']) {
    const created = await page.request.post(`${api}/notification`, {
      headers: bearer(token),
      data: { owner_id: me.id, organization_id: 1, title },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }

  await page.goto('/login');
  await signInWithForm(page);
  await page.getByRole('button', { name: '2 unread notifications' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByText('Quarterly report ready')).toBeVisible();
  await expect(dialog.getByText('New contact request')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Mark “New contact request” as read' }).click();
  await expect(
    page.getByRole('button', { name: '1 unread notification', includeHidden: true }),
  ).toBeAttached();
  await expect(
    dialog.getByRole('button', { name: 'Mark “New contact request” as read' }),
  ).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Delete “New contact request”' }).click();
  await expect(dialog.getByText('New contact request')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete “Quarterly report ready”' }).click();
  await expect(dialog.getByText('Nothing here yet.')).toBeVisible();
  const left = await page.request.post(`${api}/notification/search?skip=0&limit=20`, {
    headers: bearer(token),
    data: {},
  });
  expect(((await left.json()) as { total: number }).total).toBe(0);
});

test('the light/dark choice is remembered after a reload', async ({ page }) => {
  await page.goto('/');
  const body = page.locator('body');
  const lightBackground = await body.evaluate((node) => getComputedStyle(node).backgroundColor);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.reload();

  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  const darkBackground = await body.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
