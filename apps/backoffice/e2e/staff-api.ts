import { apiOrigin, e2eAdmin } from '@cabinet/e2e/playwright-config';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const api = `${apiOrigin}/api/v1`;

/** A bearer token of `username`, straight from POST /token. */
export async function tokenOf(
  request: APIRequestContext,
  username = e2eAdmin.username,
  password = e2eAdmin.password,
): Promise<string> {
  const login = await request.post(`${api}/token`, { form: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Signs in through the login screen (any redirect it carries is followed afterwards). */
export async function signInWithForm(
  page: Page,
  username = e2eAdmin.username,
  password = e2eAdmin.password,
) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
}

/**
 * Signs out through the account menu. Logout reloads the page (a guarded page then shows the
 * sign-in): this answers once that reload has loaded, so that what the test does next (read the
 * page, sign in, open another page) never races it.
 */
export async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /: account menu of / }).click();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
}
