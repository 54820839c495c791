import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });
// Each test signs in, loads lazy screens and uploads on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

/** A 1×1 PNG, a real picture the API's content check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function createUser(request: APIRequestContext, token: string) {
  const name = `picture.${unique()}`;
  const created = await request.post(`${api}/user`, {
    headers: bearer(token),
    data: { username: name, email: `${name}@example.ch` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: number };
}

test('an administrator creates a technical role, reads it back, and sees it only on request', async ({
  page,
}) => {
  const name = `Robot ${unique()}`;
  await page.goto('/login?redirect=%2Froles%2Fcreate');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New role' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Technical role' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  const permissions = page.getByRole('textbox', { name: 'Permissions' });
  await permissions.fill('[not json');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid JSON')).toBeVisible();
  await permissions.fill('["notification:read:own"]');
  await page.getByRole('checkbox', { name: 'Technical role' }).check();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Role created successfully!')).toBeVisible();

  const token = await tokenOf(page.request);
  const found = await page.request.post(`${api}/role/search?skip=0&limit=5`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'name', operator: '=', value: name }] } },
  });
  const [saved] = ((await found.json()) as { data: { is_technical: boolean }[] }).data;
  expect(saved?.is_technical).toBe(true);

  await page.goto(`/roles?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('Nothing here yet')).toBeVisible();
  await page.getByRole('switch', { name: 'Show technical roles' }).click();
  await expect(page.getByRole('cell', { name })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('a picture uploaded through the picker is saved on the user and served', async ({ page }) => {
  const token = await tokenOf(page.request);
  const { id } = await createUser(page.request, token);
  await page.goto(`/login?redirect=%2Fusers%2F${id}%2Fedit`);
  await signInWithForm(page);
  await page.getByRole('button', { name: 'Choose a file — Picture' }).click();
  const picker = page.getByRole('dialog', { name: 'Picture' });
  await expect(picker).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await picker
    .getByTestId('attachment-picker-input')
    .setInputFiles([{ name: 'portrait.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: 'portrait.png' })).toBeVisible();

  // Saved on the record at once, under a name the serve route answers.
  await expect
    .poll(async () => {
      const user = await page.request.get(`${api}/user/${id}`, { headers: bearer(token) });
      return ((await user.json()) as { image: string | null }).image;
    })
    .not.toBeNull();
  const user = (await (
    await page.request.get(`${api}/user/${id}`, { headers: bearer(token) })
  ).json()) as { image: string };
  const served = await page.request.get(`${api}/attachment/serve/${user.image}`, {
    headers: bearer(token),
  });
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);

  // The picker lists it among the user's own images.
  await page.getByRole('button', { name: 'Choose a file — Picture' }).click();
  await expect(picker.getByRole('button', { name: 'portrait.png' }).first()).toBeVisible();
});

test('the files library warns of the references a delete empties', async ({ page }) => {
  const token = await tokenOf(page.request);
  const fileName = `used-${unique()}.png`;
  const upload = await page.request.post(`${api}/attachment/`, {
    headers: bearer(token),
    multipart: { files: { name: fileName, mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const [file] = (await upload.json()) as { id: number }[];
  const { id: userId } = await createUser(page.request, token);
  const linked = await page.request.put(`${api}/user/${userId}`, {
    headers: bearer(token),
    data: { image_id: file!.id },
  });
  expect(linked.ok(), await linked.text()).toBe(true);

  await page.goto('/login?redirect=%2Ffiles');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: fileName });
  await expect(card.getByText('Used by:')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Delete — ${fileName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete' });
  await expect(
    dialog.getByText('Deleting this record will have the following cascading effects:'),
  ).toBeVisible();
  await expect(dialog.getByText('Setting empty reference in: user')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);

  const user = await page.request.get(`${api}/user/${userId}`, { headers: bearer(token) });
  expect(await user.json()).toMatchObject({ image_id: null, image: null });
});

test('a hidden column stays hidden after a reload, stored with the user', async ({ page }) => {
  const token = await tokenOf(page.request);
  await page.goto('/login?redirect=%2Fusers');
  await signInWithForm(page);
  const header = page.getByRole('columnheader', { name: 'Email' });
  await expect(header).toBeVisible();
  try {
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Email' }).click();
    await page.keyboard.press('Escape');
    await expect(header).toBeHidden();
    await expect
      .poll(async () => {
        const saved = await page.request.get(`${api}/preference/columns/user`, {
          headers: bearer(token),
        });
        return ((await saved.json()) as { columns: Record<string, boolean> }).columns.email;
      })
      .toBe(false);

    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();
    await expect(header).toBeHidden();
  } finally {
    // Leave the list as other tests expect it.
    await page.request.put(`${api}/preference/columns/user`, {
      headers: bearer(token),
      data: { columns: {} },
    });
  }
});
