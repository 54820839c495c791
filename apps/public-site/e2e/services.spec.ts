import { expect, test } from '@playwright/test';

// A French-speaking visitor: the site detects the browser's language.
test.use({ locale: 'fr-CH' });

const panels = [
  'Principe de tarification',
  'Tarifs privés',
  'PsyTarif de l’assurance de base (LAMal)',
  'Annulation des séances',
];

test('a service id in the address opens that service and scrolls to it', async ({ page }) => {
  await page.goto('/services#supervision');

  const detail = page.getByRole('region', { name: 'Supervision' });
  await expect(detail).toBeInViewport();
  await expect(detail.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('region', { name: 'Thérapie individuelle' })).toHaveCount(0);
});

test('a card click shows its service in place of the previous one', async ({ page }) => {
  await page.goto('/services#supervision');
  await page.getByRole('link', { name: /Thérapie de groupe/ }).click();

  await expect(page).toHaveURL('/services#group-psychotherapy');
  await expect(page.getByRole('region', { name: 'Thérapie de groupe' })).toBeInViewport();
  await expect(page.getByRole('region', { name: 'Supervision' })).toHaveCount(0);
});

test('a card clicked on the page as first loaded shows its service, without loading the site again', async ({
  page,
}) => {
  await page.goto('/services');
  // The page as sent, its code not yet started: the click is the visitor's first interaction.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));

  await page.getByRole('link', { name: /Thérapie de groupe/ }).click();

  await expect(page).toHaveURL('/services#group-psychotherapy');
  await expect(page.getByRole('region', { name: 'Thérapie de groupe' })).toBeInViewport();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
    true,
  );
});

test('the fee panels start closed and toggle by click and by keyboard, with no script', async ({
  page,
}) => {
  await page.goto('/services#fees');
  const fees = page.getByRole('region', { name: 'Tarifs et remboursement' });
  const panel = (title = '') => fees.locator('details', { hasText: title });
  const summary = (title = '') => panel(title).locator('summary');

  for (const title of panels) await expect(panel(title)).not.toHaveAttribute('open');
  await expect(fees.getByText('Séance individuelle de 60 minutes : CHF 180.–')).toBeHidden();

  await summary('Tarifs privés').click();
  await expect(fees.getByText('Séance individuelle de 60 minutes : CHF 180.–')).toBeVisible();
  await summary('Tarifs privés').click();
  await expect(fees.getByText('Séance individuelle de 60 minutes : CHF 180.–')).toBeHidden();

  await summary(panels[2]).focus();
  await page.keyboard.press('Enter');
  await expect(panel(panels[2])).toHaveAttribute('open', '');
  const form = fees.getByRole('link', { name: 'Formulaire de prescription (exemple, PDF)' });
  await expect(form).toHaveAttribute('href', /\.pdf$/);
  await page.keyboard.press('Space');
  await expect(panel(panels[2])).not.toHaveAttribute('open');
  // Nothing of the page's code was needed: the browser opens and closes them.
  expect(await page.locator('#fees [data-island]').count()).toBe(0);
});
