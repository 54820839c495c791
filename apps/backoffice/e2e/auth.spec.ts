import { randomUUID } from 'node:crypto';
import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test, type Page } from '@playwright/test';
import { api, bearer, signOutFromMenu, tokenOf } from './staff-api';
import { authenticatorFor } from './totp';

test.use({ locale: 'en-US' });

/**
 * A member of the staff of this test's own, so that what it turns on (2FA) or a failure halfway
 * never reaches the accounts the other tests sign in with.
 */
const member = {
  username: `auth${randomUUID().slice(0, 8)}`,
  email: `auth.${randomUUID().slice(0, 8)}@example.ch`,
  password: 'Auth-passw0rd!',
};

async function fillCredentials(page: Page, password: string) {
  await page.getByLabel('Username or email').fill(member.username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs out through the account menu; the session's token then no longer opens anything. */
async function signOut(page: Page, then: RegExp) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await signOutFromMenu(page);
  await expect(page).toHaveURL(then);
  await expect(page.getByRole('button', { name: /: account menu of / })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  // Ended on the server too: a copy of the token kept elsewhere is refused.
  const reused = await page.request.get(`${api}/user/util/me`, { headers: bearer(token ?? '') });
  expect(reused.status()).toBe(401);
}

test.describe.configure({ mode: 'serial' });

test('sign-in, 2FA with recovery codes, sign-out and sign-in with a code', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const opened = await page.request.put(`${api}/organization/1`, {
    headers: bearer(await tokenOf(page.request)),
    data: { allow_public_signup: true },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const signup = await page.request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);
  const me = await page.request.get(`${api}/user/util/me`, {
    headers: bearer(await tokenOf(page.request, member.username, member.password)),
  });
  const { id } = (await me.json()) as { id: number };

  // A guarded page sends the visitor to the login page, keeping the way back.
  await page.goto(`/profile/${id}/edit?tab=security`);
  await expect(page).toHaveURL(`/login?redirect=%2Fprofile%2F${id}%2Fedit%3Ftab%3Dsecurity`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to the staff area' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Wrong, then right password.
  await fillCredentials(page, 'Not-the-password-1');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await fillCredentials(page, member.password);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/profile/${id}/edit?tab=security`);

  await page.goto(`/profile/${id}/edit`);
  // Its accessibility is checked with every staff screen (accessibility.spec.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Turn 2FA on with a code computed from the QR code's URI.
  const twoFactor = page.getByRole('form', { name: 'Two-factor authentication' });
  const confirm = twoFactor.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await twoFactor.getByRole('switch', { name: 'Use two-factor authentication' }).check();
  const qr = twoFactor.getByRole('img', { name: 'QR code to scan with the authenticator app' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  const uri = await qr.getAttribute('data-totp-uri');
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const freshCode = authenticatorFor(uri ?? '');
  await twoFactor.getByLabel('One-time code').fill(await freshCode());
  await twoFactor.getByLabel('Current password').fill(member.password);
  await confirm.click();

  // The recovery codes: Escape does not close the modal; Download saves recovery-codes.txt.
  const dialog = page.getByRole('dialog', { name: 'Recovery codes' });
  await expect(dialog).toBeVisible();
  const codes = await dialog.getByRole('listitem').allTextContents();
  expect(codes.length).toBeGreaterThanOrEqual(10);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await downloading).suggestedFilename()).toBe('recovery-codes.txt');
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Recovery codes copied to clipboard!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(dialog).toBeHidden();
  await expect(twoFactor.getByRole('switch')).toBeChecked();

  // The session goes on with the token answered by the change.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

  // Sign out, then in with a code of the authenticator app, back to the profile page.
  await signOut(page, /\/login\?redirect=%2Fprofile%2F\d+%2Fedit$/);
  await fillCredentials(page, member.password);
  await expect(page.getByText('Please enter the one-time code')).toBeVisible();
  await page.getByLabel('One-time code').fill(await freshCode());
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/profile/${id}/edit`);

  // Sign out from the home page, then in with a recovery code.
  await page.goto('/');
  await signOut(page, /\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/login');
  await fillCredentials(page, member.password);
  await expect(page.getByText('Please enter the one-time code')).toBeVisible();
  await page.getByLabel('One-time code').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/');

  // Through the account menu to the profile, where a recovery code turns 2FA off again.
  await page.getByRole('button', { name: /: account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(`/profile/${id}/edit`);
  await twoFactor.getByRole('switch', { name: 'Use two-factor authentication' }).uncheck();
  await twoFactor.getByLabel('One-time code').fill(codes[1] ?? '');
  await twoFactor.getByLabel('Current password').fill(member.password);
  await twoFactor.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved successfully!')).toBeVisible();
  await expect(twoFactor.getByRole('switch')).not.toBeChecked();
});
