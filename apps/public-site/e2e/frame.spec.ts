import { expectIsolatedWithoutSourceMaps } from '@cabinet/e2e/served-page';
import { expect, test } from '@playwright/test';
import { chooseLanguage, expectIslandStarted, touchContactForm } from './held-scripts';

const pages = [
  { path: '/', title: 'Psychothérapie à Neuchâtel' },
  { path: '/services', title: 'Nos prestations' },
  { path: '/team', title: 'Notre équipe' },
  { path: '/contact', title: 'Contactez-nous' },
];

test.describe('public site frame', () => {
  test.use({ locale: 'it-IT' });

  for (const { path, title } of pages) {
    // Axe checks every page in each language in site.spec.ts.
    test(`${path} opens in French with its title`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(`${title} · Cabinet Lac & Parole`);
    });
  }

  test('?lng=de shows German and sets <html lang="de">', async ({ page }) => {
    await page.goto('/team?lng=de');

    await expect(page.getByRole('heading', { level: 1, name: 'Unser Team' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Termin vereinbaren' }),
    ).toBeVisible();
  });

  test('keeps the chosen language after a reload', async ({ page }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Français', 'English');
    await expect(page).toHaveURL('/?lng=en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Psychotherapy in Neuchâtel' }),
    ).toBeVisible();

    // The next pages name no language: the server remembers it.
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Psychotherapy in Neuchâtel' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the header links and the Book Consultation button lead to their pages', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');

    await header.getByRole('link', { name: 'Notre équipe' }).click();
    await expect(page).toHaveURL('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();

    await header.getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
  });

  test('the contact page raises no warning while the real API answers', async ({ page }) => {
    const health = page.waitForResponse((response) =>
      response.url().endsWith('/api/v1/util/health'),
    );
    await page.goto('/contact');
    // The form asks once its island has started: when the visitor goes into it.
    await touchContactForm(page);

    expect((await health).status()).toBe(200);
    await expect(page.getByText('Prendre un premier rendez-vous')).toBeVisible();
    await expect(page.getByText('Formulaire momentanément indisponible')).toHaveCount(0);
  });

  test('answers an unknown address with the 404 page, whose button goes back', async ({ page }) => {
    await page.goto('/services');
    // Reached by a link of the site's, as from /services.
    await page.goto('/no-such-page', { referer: 'http://localhost:5173/services' });

    await expect(
      page.getByRole('heading', { level: 1, name: '404 Page introuvable' }),
    ).toBeVisible();
    await expectIslandStarted(page, 'go-back');
    await page.getByRole('link', { name: 'Retour' }).click();

    await expect(page).toHaveURL('/services');
  });

  test('a 404 page opened in a new tab leads home instead', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectIslandStarted(page, 'go-back');
    await page.getByRole('link', { name: 'Retour' }).click();

    await expect(page).toHaveURL('/');
  });

  test('is served isolated from other windows and without its source maps', async ({
    page,
    request,
  }) => {
    await expectIsolatedWithoutSourceMaps(page, request);
  });
});
