import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { apiOrigin, e2eAdmin } from '@cabinet/e2e/playwright-config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startMailCatcher } from '@cabinet/e2e/mail-catcher';

test.use({ locale: 'en-US' });

const api = `${apiOrigin}/api/v1`;
const member = {
  email: 'claire.reset@example.ch',
  username: 'creset',
  password: 'First-passw0rd!',
  newPassword: 'Second-passw0rd!',
};

/** The organization sends its mail through the catcher, and lets the test sign a member up. */
async function configureOrganization(request: APIRequestContext, smtpPort: number) {
  const login = await request.post(`${api}/token`, {
    form: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  expect(login.ok()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  const update = await request.put(`${api}/organization/1`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: {
      mail_server: '127.0.0.1',
      mail_port: smtpPort,
      mail_from: 'cabinet@example.ch',
      mail_from_name: 'Cabinet',
      mail_ssl_tls: false,
      mail_starttls: false,
      mail_validate_certs: false,
      allow_public_signup: true,
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
  const signup = await request.post(`${api}/signup`, {
    data: { email: member.email, username: member.username, password: member.password },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
}

test('password reset from the emailed link, then sign-in with the new password', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const catcher = await startMailCatcher();
  try {
    await configureOrganization(page.request, catcher.port);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByText('Password reset email sent!')).toBeVisible();

    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to.includes(member.email)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mail = catcher.mails.find((caught) => caught.to.includes(member.email));
    const link = /http:\/\/localhost:5174\/set-password\?t=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link, mail?.text).toBeDefined();

    await page.goto(link ?? '');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill(member.newPassword);
    await page.getByLabel('Confirm password').fill('Something-else-1');
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm password').fill(member.newPassword);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByText('Password reset successful! Please login')).toBeVisible();
    await expect(page).toHaveURL('/login');

    // The link is single use.
    await page.goto(link ?? '');
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid or has expired. Ask for a new one.',
    );

    await page.goto('/login');
    await page.getByLabel('Username or email').fill(member.username);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
    await page.getByLabel('Password').fill(member.newPassword);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
  } finally {
    await catcher.close();
  }
});
