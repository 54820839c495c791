import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expectIsolatedWithoutSourceMaps } from '@cabinet/e2e/served-page';
import { expect, test } from '@playwright/test';

test.describe('back-office frame', () => {
  test.use({ locale: 'it-IT' });

  test('opens in French by default and shows the real API status', async ({ page }) => {
    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue dans l’espace équipe' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('region', { name: 'État du serveur' })).toContainText(
      'Statut de l’API : ok',
    );
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page).toHaveTitle('Accueil · Cabinet · Espace équipe');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('?lng=de shows German and sets <html lang="de">', async ({ page }) => {
    await page.goto('/?lng=de');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Willkommen im Teambereich' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('region', { name: 'Serverstatus' })).toContainText(
      'API-Status: ok',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('keeps the chosen language after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: /English/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the staff area' }),
    ).toBeVisible();

    await page.reload();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the staff area' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  // Staff get Home and the CMS; Organization is for administrators only.
  test('shows staff the Apps popup with Home and the CMS, not Organization; Home leads home', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Ouvrir la liste des applications' }).click();

    const apps = page.getByRole('dialog', { name: 'Applications' });
    await expect(apps.getByRole('link')).toHaveText(['Accueil', 'CMS / traductions du thème']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await apps.getByRole('link', { name: 'Accueil' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue dans l’espace équipe' }),
    ).toBeVisible();
  });

  test('answers an unknown address with the 404 page, whose button goes back', async ({ page }) => {
    await page.goto('/');
    await page.goto('/no-such-screen');

    await expect(
      page.getByRole('heading', { level: 1, name: '404 Page introuvable' }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Retour' }).click();

    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenue dans l’espace équipe' }),
    ).toBeVisible();
  });

  test('is served with a strict Content-Security-Policy', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};

    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain(
      "connect-src 'self' http://localhost:8000",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('is served isolated from other windows and without its source maps', async ({
    page,
    request,
  }) => {
    await expectIsolatedWithoutSourceMaps(page, request);
  });
});
