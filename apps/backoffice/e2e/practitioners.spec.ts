import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api } from './staff-api';

test.use({ locale: 'en-US' });
// Signs in and loads lazy screens on a machine shared with other suites.
test.describe.configure({ timeout: 90_000 });

interface PublicTeam {
  items: { display_name: string; titles_de: string | null; languages: string[] }[];
}

test('an administrator publishes a practitioner with the form, and the site’s team lists them', async ({
  page,
}) => {
  const name = `Lena ${randomUUID().slice(0, 8)}`;
  await signInThroughApi(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Practitioners' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practitioners' })).toBeVisible();
  await page.getByRole('link', { name: 'Create' }).click();

  await page.getByRole('textbox', { name: 'Display name' }).fill(name);
  await page.getByRole('combobox', { name: 'Languages' }).click();
  await page.getByRole('option', { name: 'German' }).click();
  await page.getByRole('option', { name: 'Italian' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Services' }).click();
  await page.getByRole('option', { name: 'Supervision' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Titles' }).nth(2).fill('Fachpsychologin FSP');
  await page.getByRole('checkbox', { name: 'Shown on the site’s team page' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByText('Practitioner created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('German, Italian')).toBeVisible();
  await expect(page.getByText('Supervision', { exact: true })).toBeVisible();

  // What the site's server reads for the team page, from the real API.
  const team = (await (await page.request.get(`${api}/practitioner/public`)).json()) as PublicTeam;
  expect(team.items.find((person) => person.display_name === name)).toMatchObject({
    titles_de: 'Fachpsychologin FSP',
    languages: ['de', 'it'],
  });

  // Hidden again, it leaves the site's team.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Shown on the site’s team page' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Practitioner saved.')).toBeVisible();
  const after = (await (await page.request.get(`${api}/practitioner/public`)).json()) as PublicTeam;
  expect(after.items.map((person) => person.display_name)).not.toContain(name);
});
