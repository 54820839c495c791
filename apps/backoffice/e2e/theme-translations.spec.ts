import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api, bearer } from './staff-api';

test.use({ locale: 'en-US' });

interface SiteContentRow {
  id: number;
  name: string;
  locale_id: number;
  content: Record<string, string>;
}

/** The theme translation of `namespace` in the language `iso`, as the API stores it. */
async function themeTranslation(
  request: APIRequestContext,
  token: string,
  namespace: string,
  iso: string,
): Promise<SiteContentRow> {
  const locales = await request.post(`${api}/locale/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'iso_code', operator: '=', value: iso }] } },
  });
  const [locale] = ((await locales.json()) as { data: { id: number }[] }).data;
  const found = await request.post(`${api}/site_content/search`, {
    headers: bearer(token),
    data: {
      search: {
        AND: [
          { field: 'name', operator: '=', value: namespace },
          { field: 'locale_id', operator: '=', value: locale?.id },
        ],
      },
    },
  });
  const [row] = ((await found.json()) as { data: SiteContentRow[] }).data;
  if (!row) throw new Error(`No ${namespace} texts in ${iso}`);
  return row;
}

test('a text edited in the back-office is what the site reads from the API', async ({ page }) => {
  const token = await signInThroughApi(page);
  const row = await themeTranslation(page.request, token, 'public', 'en');
  const key = 'contact.title' in row.content ? 'contact.title' : Object.keys(row.content)[0]!;
  const original = row.content[key]!;
  const edited = `Write to the practice ${Date.now()}`;

  await page.goto('/theme_translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Theme Translations' })).toBeVisible();
  // The CMS layout's side navigation has one entry.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link')).toHaveText(['Theme translations']);
  const englishPublic = page
    .getByRole('row')
    .filter({ hasText: 'Public site' })
    .filter({
      hasText: /\[en\]/,
    });
  await expect(englishPublic).toContainText(/\d+%/);
  await englishPublic.click();

  await expect(page).toHaveURL(`/theme_translations/${row.id}`);
  await expect(page.getByRole('heading', { name: 'Content Keys' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: key }).first()).toContainText(original);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/theme_translations/${row.id}/edit`);

  await page.getByRole('searchbox', { name: 'Search keys and texts' }).fill(key);
  const box = page.getByRole('textbox', { name: key, exact: true });
  await expect(box).toHaveValue(original);
  await box.fill(edited);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Theme Translation updated successfully!')).toBeVisible();
  // Back one step: the record it was opened from.
  await expect(page).toHaveURL(`/theme_translations/${row.id}`);
  const texts = await page.request.get(`${apiOrigin}/api/v1/site_content/public/en.json`);
  expect(((await texts.json()) as Record<string, string>)[key]).toBe(edited);
});

test('raw edit: only with ?dev=1 for an admin, required valid JSON', async ({ page }) => {
  const token = await signInThroughApi(page);
  const row = await themeTranslation(page.request, token, 'common', 'de');

  await page.goto(`/theme_translations/${row.id}/edit`);
  await expect(page.getByRole('searchbox', { name: 'Search keys and texts' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable raw edit' })).toHaveCount(0);

  await page.goto(`/theme_translations/${row.id}`);
  await page.goto(`/theme_translations/${row.id}/edit?dev=1`);
  await page.getByRole('button', { name: 'Enable raw edit' }).click();
  const content = page.getByRole('textbox', { name: 'Content' });
  expect(JSON.parse(await content.inputValue())).toEqual(row.content);
  await expect(page.getByText('In JSON object format')).toBeVisible();

  await content.fill('{ "not": json');
  await page.getByRole('button', { name: 'Disable raw edit' }).click();
  await expect(page.getByText('Invalid JSON')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid JSON')).toBeVisible();
  await expect(page).toHaveURL(`/theme_translations/${row.id}/edit?dev=1`);

  const key = Object.keys(row.content)[0]!;
  await content.fill(JSON.stringify({ ...row.content, [key]: 'Roh bearbeitet' }));
  await page.getByRole('button', { name: 'Disable raw edit' }).click();
  await expect(page.getByRole('textbox', { name: key, exact: true })).toHaveValue('Roh bearbeitet');
  await page.getByRole('button', { name: 'Save' }).click();
  // Back one step: here the record's page, opened before the form.
  await expect(page).toHaveURL(`/theme_translations/${row.id}`);
  await expect(page.getByRole('row').filter({ hasText: key }).first()).toContainText(
    'Roh bearbeitet',
  );
  const texts = await page.request.get(`${api}/site_content/common/de.json`);
  expect(((await texts.json()) as Record<string, string>)[key]).toBe('Roh bearbeitet');
});
