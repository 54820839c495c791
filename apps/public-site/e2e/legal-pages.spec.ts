import { expect, test } from '@playwright/test';

// A French-speaking visitor: the site detects the browser's language.
test.use({ locale: 'fr-CH' });

const LEGAL_PAGES = [
  { link: 'Mentions légales', path: '/legal-notice', title: 'Mentions légales' },
  { link: 'Conditions générales', path: '/terms', title: 'Conditions générales' },
  { link: 'Protection des données', path: '/privacy', title: 'Protection des données' },
  { link: 'Accessibilité', path: '/accessibility', title: 'Déclaration d’accessibilité' },
];

test('the footer’s legal links lead to their pages', async ({ page }) => {
  await page.goto('/');
  for (const { link, path, title } of LEGAL_PAGES) {
    const legal = page.getByRole('contentinfo').getByRole('navigation', {
      name: 'Informations légales',
    });
    await legal.getByRole('link', { name: link, exact: true }).click();

    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('the sitemap lists the legal notice and the accessibility statement in each language', async ({
  request,
}) => {
  const answer = await request.get('/sitemap.xml');
  expect(answer.status()).toBe(200);
  const sitemap = await answer.text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url);

  for (const path of ['/legal-notice', '/accessibility']) {
    for (const language of ['fr', 'en', 'de']) {
      expect(locations).toContain(`http://localhost:5173${path}?lng=${language}`);
      const page = await request.get(`${path}?lng=${language}`);
      expect(page.status(), `${path}?lng=${language}`).toBe(200);
    }
  }
});

test('the legal notice gives the practice’s email once the visitor has solved the challenge', async ({
  page,
}) => {
  await page.goto('/legal-notice');
  const publisher = page.getByRole('main').locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Éditeur du site' }),
  });
  await expect(publisher).toContainText('CHE-000.000.000');

  await publisher.getByRole('button', { name: 'Afficher l’adresse e-mail' }).click();

  await expect(
    publisher.getByRole('link', { name: 'contact@cabinet-lac-parole.example' }),
  ).toHaveAttribute('href', 'mailto:contact@cabinet-lac-parole.example', { timeout: 30_000 });
});
