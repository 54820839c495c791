import { expect, test } from '@playwright/test';

test.use({ locale: 'fr-CH' });

interface PracticeJsonLd {
  '@type': string;
  address: { postalCode: string; addressLocality: string };
  telephone: string;
  hasOfferCatalog: { itemListElement: { itemOffered: { '@type': string; url: string } }[] };
}

test('the practice and its six services are described in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const data = JSON.parse((await script.textContent()) ?? '{}') as PracticeJsonLd;

  expect(data['@type']).toBe('MedicalBusiness');
  expect(data.address).toMatchObject({ postalCode: '2000', addressLocality: 'Neuchâtel' });
  expect(data.telephone).toBe('+41 32 000 00 00');
  const services = data.hasOfferCatalog.itemListElement.map(({ itemOffered }) => itemOffered);
  expect(services).toHaveLength(6);
  expect(services.map(({ url }) => new URL(url).hash)).toContain('#immediate-intervention');
});

test('names its icons as PNG files the site serves', async ({ page, request }) => {
  await page.goto('/');
  // An SVG icon is read by the browser as a document of its own, a task of its own on the page.
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(icons).toEqual(['/favicon.png', '/apple-touch-icon.png']);
  for (const icon of icons) {
    const answer = await request.get(icon);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
});

for (const { path, title, description } of [
  { path: '/services', title: 'Unsere Angebote', description: /^Unsere sechs Angebote/ },
  { path: '/contact', title: 'Kontakt', description: /Erstgespräch in Neuenburg/ },
  { path: '/legal-notice', title: 'Impressum', description: /^Impressum des Cabinet Lac & Parole/ },
  {
    path: '/accessibility',
    title: 'Erklärung zur Barrierefreiheit',
    description: /Ziel WCAG 2\.2 AA/,
  },
]) {
  test(`${path} names its title, description, canonical address and languages`, async ({
    page,
  }) => {
    await page.goto(`${path}?lng=de`);

    await expect(page).toHaveTitle(`${title} · Cabinet Lac & Parole`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:5173${path}?lng=de`,
    );
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `http://localhost:5173${path}`,
    );
  });
}
