import { randomUUID } from 'node:crypto';
import { startMailCatcher } from '@cabinet/e2e/mail-catcher';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';
import { submitVisitorRequest } from './visitor-request';

test.use({ locale: 'en-US' });

/** The organization sends its mail through the catcher. */
async function mailThrough(request: APIRequestContext, smtpPort: number) {
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
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
}

/** A caught mail's text as UTF-8 (the catcher undoes quoted-printable byte by byte). */
const utf8 = (text: string) => Buffer.from(text, 'latin1').toString('utf8');

test('an administrator words the German waiting list; a reply from a German request reaches the visitor in German and shows in its history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const catcher = await startMailCatcher();
  const email = `nora.${randomUUID().slice(0, 8)}@example.ch`;
  const sentence = `Wir melden uns spätestens im Januar (${randomUUID().slice(0, 6)}).`;
  try {
    await mailThrough(page.request, catcher.port);
    const id = await submitVisitorRequest(page.request, {
      email,
      message: 'Ich suche eine Therapie auf Deutsch.',
      therapyLanguage: 'de',
    });

    // The practice's own German waiting list, under Settings.
    await page.goto('/login?redirect=%2Freply-templates');
    await signInWithForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Reply templates' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind of reply' }).click();
    await page.getByRole('option', { name: 'Waiting list' }).click();
    await page.getByRole('button', { name: 'German' }).click();
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Ihre Anfrage: unsere Warteliste',
    );
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill(
        `Guten Tag {{visitor_name}}\n\nSie stehen auf unserer Warteliste. ${sentence}\n\nFreundliche Grüsse\n{{practitioner}}`,
      );
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved.')).toBeVisible();
    await expect(page.getByText(/^Your practice’s text, saved on/)).toBeVisible();

    // The German request: the reply starts from that template, in German, with the name filled.
    await page.goto(`/contact-requests/${id}`);
    const composer = page.getByRole('region', { name: 'Reply to the person' });
    await composer.getByRole('combobox', { name: 'Kind of reply' }).click();
    await page.getByRole('option', { name: 'Waiting list' }).click();
    await expect(composer.getByRole('combobox', { name: 'Language' })).toHaveText('German');
    await expect(composer.getByText(`To: ${email}`)).toBeVisible();
    await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue(
      'Ihre Anfrage: unsere Warteliste',
    );
    const body = composer.getByRole('textbox', { name: 'Message' });
    await expect(body).toHaveValue(
      new RegExp(`^Guten Tag Nora Baume\\n\\n.*${sentence.slice(-8, -2)}`),
    );
    await composer.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent.')).toBeVisible();

    // The visitor receives it, in German, through the practice's mail server.
    await expect
      .poll(() => catcher.mails.filter((m) => m.to.includes(email)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = catcher.mails.find((m) => m.to.includes(email))!;
    const text = utf8(mail.text);
    expect(text).toContain('Guten Tag Nora Baume');
    expect(text).toContain(sentence);
    expect(text).toContain('Freundliche Grüsse');
    expect(text).toMatch(/^Subject: .*Warteliste/m);

    // The history: who sent what, when; the request is in progress.
    const history = page.getByRole('region', { name: 'Mails sent' });
    await expect(history.getByText('Ihre Anfrage: unsere Warteliste')).toBeVisible();
    await expect(history.getByText(/^Waiting list \(German\) · /)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('In progress');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Mails sent' }).getByText('Sent', { exact: true }),
    ).toBeVisible({ timeout: 15_000 });
  } finally {
    await page.request.delete(`${api}/reply_template/waiting_list/de`, {
      headers: bearer(await tokenOf(page.request)),
    });
    await catcher.close();
  }
});
