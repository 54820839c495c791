import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });
// Each test signs in and loads lazy screens on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** A word no other spec's records contain, so searches here find this test's records only. */
const uniqueWord = () => `staffer${randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function createUser(request: APIRequestContext, token: string, username: string) {
  const created = await request.post(`${api}/user`, {
    headers: bearer(token),
    data: { username, email: `${username}@example.ch`, name: `Person ${username}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: number }).id;
}

/** A 1×1 PNG, a real picture the API's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A user who signed up and uploaded `{username}.png`, so that the account owns a file. */
async function signUpWithUpload(request: APIRequestContext, adminToken: string, username: string) {
  const opened = await request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const member = { username, email: `${username}@example.ch`, password: 'Staff-passw0rd!' };
  const signup = await request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);
  const memberToken = await tokenOf(request, member.username, member.password);
  const upload = await request.post(`${api}/attachment/`, {
    headers: bearer(memberToken),
    multipart: { files: { name: `${username}.png`, mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const me = await request.get(`${api}/user/util/me`, { headers: bearer(memberToken) });
  return ((await me.json()) as { id: number }).id;
}

async function usersNamed(request: APIRequestContext, token: string, word: string) {
  const found = await request.post(`${api}/user/search?skip=0&limit=50`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'username', operator: 'ilike', value: word }] } },
  });
  expect(found.ok(), await found.text()).toBe(true);
  return (await found.json()) as { total: number; data: { id: number; name: string | null }[] };
}

/** Opens the list searched for `word` with the search box, as staff would. */
async function searchList(page: Page, word: string) {
  await page.goto('/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
}

test('a user created with the form can be viewed, edited and found by search', async ({ page }) => {
  const word = uniqueWord();
  await page.goto('/login?redirect=%2Fusers%2Fcreate');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a username')).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(word);
  await page.getByRole('textbox', { name: 'Email' }).fill(`${word}@example.ch`);
  await page.getByRole('textbox', { name: 'Display name' }).fill(`Léa ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User created successfully!')).toBeVisible();

  // The new record's page shows what was typed.
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const id = Number(/\/users\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: `Léa ${word}` })).toBeVisible();
  await expect(page.getByText(`${word}@example.ch`)).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  const displayName = page.getByRole('textbox', { name: 'Display name' });
  await expect(displayName).toHaveValue(`Léa ${word}`);
  await displayName.fill(`Léa Rochat ${word}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/users/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Léa Rochat ${word}` })).toBeVisible();

  // Saved on the server, not only shown.
  const token = await tokenOf(page.request);
  const saved = await usersNamed(page.request, token, word);
  expect(saved.data).toEqual([expect.objectContaining({ id, name: `Léa Rochat ${word}` })]);

  await searchList(page, word);
  await expect(page.getByText('1 of 1 records')).toBeVisible();
  await page.getByRole('cell', { name: `Léa Rochat ${word}` }).click();
  await expect(page).toHaveURL(`/users/${id}`);
});

test('selected rows export to a file of exactly those rows, then go in one bulk delete with its cascade', async ({
  page,
}) => {
  const word = uniqueWord();
  const token = await tokenOf(page.request);
  // The first user signs up and uploads a picture: deleting that user deletes the file too.
  const owner = await signUpWithUpload(page.request, token, `${word}a`);
  const ids = [
    owner,
    await createUser(page.request, token, `${word}b`),
    await createUser(page.request, token, `${word}c`),
  ];

  await page.goto('/login');
  await signInWithForm(page);
  await searchList(page, word);
  await expect(page.getByText('3 of 3 records')).toBeVisible();
  const [first, second, third] = ids as [number, number, number];
  await page.getByRole('checkbox', { name: `Select record ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select record ${third}` }).check();
  await expect(page.getByText('2 rows selected')).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Selected rows: CSV' }).click();
  const lines = readFileSync(await (await saved).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  const [header, ...rows] = lines;
  const columns = header!.split(',');
  const idColumn = columns.indexOf('id');
  const usernameColumn = columns.indexOf('username');
  expect(idColumn).toBeGreaterThanOrEqual(0);
  const exported = rows.map((row) => row.split(','));
  expect(exported.map((cells) => Number(cells[idColumn])).sort()).toEqual([first, third].sort());
  expect(exported.map((cells) => cells[usernameColumn]).sort()).toEqual([`${word}a`, `${word}c`]);

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(dialog.getByText('Are you sure you want to delete these records?')).toBeVisible();
  await expect(dialog.getByText('WARNING')).toBeVisible();
  await expect(
    dialog.getByText('Deleting this record will have the following cascading effects:'),
  ).toBeVisible();
  await expect(dialog.getByText('Deleting from: attachment')).toBeVisible();
  await expect(dialog.getByText(`Attachment: ${word}a.png`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 of 1 records')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: `Select record ${second}` })).toBeVisible();

  const left = await usersNamed(page.request, token, word);
  expect(left.data.map((user) => user.id)).toEqual([second]);
  const files = await page.request.post(`${api}/attachment/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'owner_id', operator: '=', value: owner }] } },
  });
  expect(((await files.json()) as { total: number }).total).toBe(0);
});
