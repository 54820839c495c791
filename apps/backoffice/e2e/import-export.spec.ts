import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';
import { watchToasts } from './toasts';

test.use({ locale: 'en-US' });

const BOM = '\uFEFF';

/** Chooses an export menu entry and answers the downloaded file's text (BOM kept). */
async function download(page: Page, entry: string): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: entry }).click();
  const file = await (await saved).path();
  return readFileSync(file, 'utf8');
}

async function chooseCsv(page: Page, name: string, text: string) {
  await page
    .getByRole('dialog')
    .getByLabel('Choose a .csv file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

test('users: export selected rows in both dialects, import with a dry run, archive and restore', async ({
  page,
}) => {
  // Six flows in one test (export twice, import, archive, restore, bulk both ways): about 30 s
  // on two cores shared with the other lane, so more than the 30 s a single screen's test gets.
  test.setTimeout(90_000);
  // Names of this run's own, so the test finds only its users and can run again on the same data.
  const p = `ie${randomUUID().slice(0, 6)}.`;
  const token = await tokenOf(page.request);
  const ids: number[] = [];
  for (const [username, first_name] of [
    [`${p}zoe`, 'Zoë'],
    [`${p}jose`, 'José'],
  ]) {
    const created = await page.request.post(`${api}/user`, {
      headers: bearer(token),
      data: { username, email: `${username}@example.ch`, first_name, name: `${first_name} Müller` },
    });
    expect(created.ok(), await created.text()).toBe(true);
    ids.push(((await created.json()) as { id: number }).id);
  }

  await page.goto(`/login?redirect=${encodeURIComponent(`/users?q=${p}`)}`);
  await signInWithForm(page);
  await expect(page.getByText('2 of 2 records')).toBeVisible();
  for (const id of ids) await page.getByRole('checkbox', { name: `Select record ${id}` }).check();

  const standard = await download(page, 'Selected rows: CSV');
  expect(standard.startsWith(BOM)).toBe(false);
  const standardLines = standard.trimEnd().split('\r\n');
  expect(standardLines[0]).toMatch(/^id,string_id,active,/);
  expect(standardLines).toHaveLength(3);
  expect(standard).toContain('Zoë Müller');

  const excel = await download(page, 'Selected rows: Excel (Switzerland)');
  expect(excel.startsWith(BOM)).toBe(true);
  const excelLines = excel.slice(1).trimEnd().split('\r\n');
  expect(excelLines[0]).toMatch(/^id;string_id;active;/);
  expect(excelLines).toHaveLength(3);
  expect(excel).toContain('José Müller');

  // A file with a bad row: the dry run lists it, and nothing is written.
  await page.getByRole('button', { name: 'Import' }).click();
  await chooseCsv(
    page,
    'users.csv',
    `username;email\r\n${p}new1;${p}new1@example.ch\r\n${p}new2;not-an-email\r\n`,
  );
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByText('1 problem: correct the file and check it again.')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Problems in the file' }).getByRole('row').nth(1),
  ).toContainText('email must be an email address.');
  const none = await page.request.post(`${api}/user/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'username', operator: '=', value: `${p}new1` }] } },
  });
  expect(((await none.json()) as { total: number }).total).toBe(0);

  // A good file: checked, then imported; its rows appear.
  await chooseCsv(page, 'users.csv', `username,email\r\n${p}new1,${p}new1@example.ch\r\n`);
  await dialog.getByRole('button', { name: 'Check the file' }).click();
  await expect(dialog.getByText('1 to create, 0 to update.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported successfully!')).toBeVisible();
  await expect(page.getByText('3 of 3 records')).toBeVisible();

  // Archive from the detail page, find it in the Archived view, restore it.
  await page.goto(`/users/${ids[0]}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Archived successfully!')).toBeVisible();
  await page.goto(`/users?q=${p}`);
  await expect(page.getByText('2 of 2 records')).toBeVisible();
  // The switch follows the URL, so it turns on once the list's new address is in place.
  const archivedView = page.getByRole('switch', { name: 'Archived' });
  await archivedView.click();
  await expect(archivedView).toBeChecked();
  await expect(page.getByText('1 of 1 records')).toBeVisible();
  await page.getByRole('checkbox', { name: `Select record ${ids[0]}` }).check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored successfully!')).toBeVisible();
  await archivedView.click();
  await expect(archivedView).not.toBeChecked();
  await expect(page.getByText('3 of 3 records')).toBeVisible();

  // Bulk: archive the two first users in one confirmed step, then restore both from the Archived view.
  for (const id of ids) await page.getByRole('checkbox', { name: `Select record ${id}` }).check();
  const toastsSeen = await watchToasts(page);
  await page.getByRole('button', { name: 'Archive selected' }).click();
  const ask = page.getByRole('dialog', { name: 'Archive' });
  await ask.getByRole('button', { name: 'Archive' }).click();
  await expect.poll(toastsSeen).toContain('Archived successfully!');
  await expect(page.getByText('1 of 1 records')).toBeVisible();
  await archivedView.click();
  await expect(page.getByText('2 of 2 records')).toBeVisible();
  for (const id of ids) await page.getByRole('checkbox', { name: `Select record ${id}` }).check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Restored successfully!')).toBeVisible();
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});
