import { expect, test } from '@playwright/test';
import { startMailCatcher } from '@cabinet/e2e/mail-catcher';
import { signInThroughApi } from './signed-in';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });

test('organization settings: saved, then read back after a reload and by the API', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Forganization-settings');
  await signInWithForm(page);
  const name = page.getByRole('textbox', { name: 'Display name' });
  await expect(name).not.toHaveValue('');
  // The administrator's record, not the organization as the sign-in page read it (no settings).
  await expect(page.getByRole('textbox', { name: 'Session lifetime (minutes)' })).not.toHaveValue(
    '',
  );
  await expect(
    page.getByRole('textbox', { name: 'Keep contact requests for (days)' }),
  ).not.toHaveValue('');

  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await name.fill('Cabinet du Lac');
  await page.getByRole('textbox', { name: 'City' }).fill('Neuchâtel');
  await page.getByRole('textbox', { name: 'Session lifetime (minutes)' }).fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Organization Settings updated successfully!')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Cabinet du Lac');
  await expect(page.getByRole('textbox', { name: 'Session lifetime (minutes)' })).toHaveValue('90');
  const token = await tokenOf(page.request);
  const saved = await page.request.get(`${api}/organization/1`, { headers: bearer(token) });
  expect(await saved.json()).toMatchObject({
    name: 'Cabinet du Lac',
    city: 'Neuchâtel',
    access_token_expire_minutes: 90,
  });
});

test('SMTP settings: saved with a write-only password, and a test email that arrives', async ({
  page,
}) => {
  const catcher = await startMailCatcher();
  try {
    await page.goto('/login?redirect=%2Fsmtp-settings');
    await signInWithForm(page);
    await page.getByRole('textbox', { name: 'Server URL' }).fill('127.0.0.1');
    await page.getByRole('textbox', { name: 'Port' }).fill(String(catcher.port));
    await page.getByLabel('Password').fill('smtp-secret-1');
    await page.getByRole('textbox', { name: 'Sender email' }).fill('cabinet@example.ch');
    for (const name of ['Use SSL/TLS', 'Use STARTTLS', 'Check the server’s certificate']) {
      await page.getByRole('switch', { name }).uncheck();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('SMTP Settings updated successfully!')).toBeVisible();
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByText(/A password is saved and never shown/)).toBeVisible();

    const test = page.getByRole('region', { name: 'Send test email' });
    await test.getByRole('textbox', { name: 'Send to' }).fill('office@example.ch');
    await test.getByRole('button', { name: 'Send test email' }).click();

    await expect(test.getByRole('status')).toContainText('The test message was sent.');
    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to.includes('office@example.ch')).length)
      .toBe(1);
  } finally {
    await catcher.close();
  }
});

test('staff without an admin role: no settings entries, a plain notice, and the API refuses', async ({
  page,
}) => {
  const adminToken = await tokenOf(page.request);
  await page.request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  const member = { email: 'luc.staff@example.ch', username: 'lstaff', password: 'Staff-passw0rd!' };
  const signup = await page.request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);

  await page.goto('/login');
  await signInWithForm(page, member.username, member.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeAttached();
  await expect(nav.getByText('Settings')).toHaveCount(0);

  await page.goto('/smtp-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrators only' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toHaveCount(0);
});

for (const [lng, title] of [
  ['fr', 'Paramètres de l’organisation'],
  ['en', 'Organization settings'],
  ['de', 'Organisationseinstellungen'],
] as const) {
  // Their accessibility in each language is checked with every staff screen (accessibility.spec.ts).
  test(`the organization settings speak ${lng}`, async ({ page }) => {
    // Signed in, with the language kept as the app keeps a visitor's choice.
    await signInThroughApi(page, undefined, undefined, lng);
    await page.goto('/organization-settings');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
    await expect(page.getByRole('textbox').first()).toBeVisible();
  });
}
