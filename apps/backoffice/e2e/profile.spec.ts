import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { startMailCatcher } from '@cabinet/e2e/mail-catcher';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, bearer, signInWithForm, signOutFromMenu, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });

// Names of their own: the database may hold users of an earlier run.
const stamp = Date.now().toString(36);
const member = {
  username: `cmuller${stamp}`,
  email: `claire.muller.${stamp}@example.ch`,
  newEmail: `claire.new.${stamp}@example.ch`,
  password: 'Member-passw0rd!',
};

/** Mail goes through the catcher; sign-up opens so the test can create a plain staff member. */
async function setUp(request: APIRequestContext, smtpPort: number) {
  const update = await request.put(`${api}/organization/1`, {
    headers: bearer(await tokenOf(request)),
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

test('a staff member edits their details and changes their email from “Edit profile”', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const catcher = await startMailCatcher();
  try {
    await setUp(page.request, catcher.port);
    await page.goto('/login');
    await signInWithForm(page, member.username, member.password);

    // Neither roles nor the organization's screens are offered to them.
    await expect(page.getByRole('link', { name: 'Roles' })).toHaveCount(0);
    await page.getByRole('button', { name: `C: account menu of ${member.username}` }).click();
    await page.getByRole('menuitem', { name: 'Edit profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByLabel('Roles')).toHaveCount(0);

    const details = page.getByRole('form', { name: 'Personal details' });
    await details.getByLabel('Display name').fill('Claire M.');
    await details.getByLabel('First name').fill('Claire');
    await details.getByLabel('Last name').fill('Muller');
    await details.getByLabel('Phone').fill('+41 32 555 00 11');
    await details.getByLabel('Mobile').fill('+41 79 555 00 22');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Saved successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'CM: account menu of Claire M.' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Saved on the server: a new visit shows them.
    await page.reload();
    await expect(details.getByLabel('Display name')).toHaveValue('Claire M.');
    await expect(details.getByLabel('Last name')).toHaveValue('Muller');
    await expect(details.getByLabel('Phone')).toHaveValue('+41 32 555 00 11');
    await expect(details.getByLabel('Mobile')).toHaveValue('+41 79 555 00 22');

    const email = page.getByRole('form', { name: 'Email address' });
    await email.getByLabel('New email address').fill(member.newEmail);
    await email.getByLabel('Current password').fill('Not-my-passw0rd');
    await email.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(email.getByRole('alert')).toContainText('Your current password is incorrect.');
    await email.getByLabel('Current password').fill(member.password);
    await email.getByRole('button', { name: 'Send the confirmation link' }).click();
    await expect(email.getByRole('status')).toContainText(
      `We sent a confirmation link to ${member.newEmail}`,
    );
    await expect(email.getByText(`Current address: ${member.email}`)).toBeVisible();

    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to.includes(member.newEmail)).length, {
        timeout: 15_000,
      })
      .toBe(1);
    const confirmation = catcher.mails.find((mail) => mail.to.includes(member.newEmail));
    const link = /http:\/\/localhost:5174\/confirm-email#token=[\w-]+/.exec(
      confirmation?.text ?? '',
    )?.[0];
    expect(link, confirmation?.text).toBeDefined();
    // The current address is told, without the link.
    await expect
      .poll(() => catcher.mails.filter((mail) => mail.to.includes(member.email)).length)
      .toBe(1);
    const notice = catcher.mails.find((mail) => mail.to.includes(member.email));
    expect(notice?.text).toContain(member.newEmail);
    expect(notice?.text).not.toContain('confirm-email');

    await page.goto(link ?? '');
    await expect(page.getByText(`Your email address is now ${member.newEmail}.`)).toBeVisible();
    await expect(page).toHaveURL('/confirm-email');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The link works once (opened afresh, as from the mail: not a jump within this page).
    await page.goto('about:blank');
    await page.goto(link ?? '');
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid or has expired. Ask for a new one.',
    );

    // Signed out, they sign in with the new address.
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await expect(page.getByRole('button', { name: 'CM: account menu of Claire M.' })).toBeVisible();
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login');
    await signInWithForm(page, member.newEmail, member.password);
    await expect(page).toHaveURL('/');
  } finally {
    await catcher.close();
  }
});
