import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bakedApiUrl } from './paths';

const homeHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Psychothérapie à Neuchâtel' });
const contactHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Contactez-nous' });

/**
 * Opens the header's menu (a phone's header has only the brand and the menu button) once the site
 * has taken the page over: the menu opens without it, but its links then load whole pages, and
 * these tests follow the app from page to page as a visitor of the started app does.
 */
async function openMenu(page: Page) {
  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await expect
    .poll(() =>
      burger.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
  await burger.click();
  return page.getByRole('dialog');
}

async function goToContact(page: Page) {
  await (await openMenu(page)).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(contactHeading(page)).toBeVisible();
}

test.describe('the app build in a browser (web runtime)', () => {
  test('shows the start page, asks the API at its absolute address, and goes from page to page', async ({
    page,
    outsideRequests,
  }) => {
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();
    // The HTML shows before any script runs: the texts' request follows.
    await expect
      .poll(() => outsideRequests.some((url) => url.startsWith(`${bakedApiUrl}/`)))
      .toBe(true);

    await goToContact(page);
    await (await openMenu(page)).getByRole('link', { name: 'Notre équipe' }).click();

    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notre équipe' })).toBeVisible();
  });

  test('a phone in English gets the start page in English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-GB', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Psychotherapy in Neuchâtel' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the carousel’s few lines of script run in the app, again on each visit of its page', async ({
    page,
  }) => {
    const track = page.getByRole('region', { name: 'Les six prestations du cabinet' });
    const scrolled = () => track.evaluate((element) => element.scrollLeft);
    await page.goto('/');
    for (const visit of ['first', 'second']) {
      await expect(track.getByRole('link')).toHaveCount(6);
      expect(await scrolled(), visit).toBe(0);
      // Its module loaded: an arrow, a button the browser does nothing with, scrolls by a card.
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Cartes suivantes' }).click();
      await expect.poll(scrolled, { message: visit }).toBeGreaterThan(0);
      await goToContact(page);
      await (await openMenu(page)).getByRole('link', { name: 'Accueil' }).click();
      await expect(homeHeading(page)).toBeVisible();
    }
  });

  test('offline, the contact page offers the phone and emergency numbers instead of the form', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await goToContact(page);
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
    // Settled: the app's files are on the phone, but here they come from the test's server.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);

    const notice = page.getByRole('alert').filter({ hasText: 'Pas de connexion à Internet' });
    await expect(notice).toBeVisible();
    await expect(
      notice.getByRole('link', { name: 'Cabinet\u00a0: +41 32 000 00 00' }),
    ).toHaveAttribute('href', 'tel:+41320000000');
    await expect(notice.getByRole('link', { name: /^144/ })).toHaveAttribute('href', 'tel:144');
    await expect(notice.getByRole('link', { name: /^143/ })).toHaveAttribute('href', 'tel:143');
    await expect(page.getByRole('button', { name: 'Envoyer' })).toHaveCount(0);
    // The other pages still read, from the texts bundled with the app.
    await (await openMenu(page)).getByRole('link', { name: 'Accueil' }).click();
    await expect(homeHeading(page)).toBeVisible();
    await goToContact(page);
    await expect(notice).toBeVisible();

    await context.setOffline(false);

    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible();
  });
});

test.describe('the app on Android (simulated bridge)', () => {
  test.use({ native: true });

  const callsTo = (page: Page, plugin: string, method: string) =>
    page.evaluate(
      ([p, m]) => window.nativeCalls.filter((call) => call.plugin === p && call.method === m),
      [plugin, method],
    );
  const pressBack = (page: Page, canGoBack: boolean) =>
    page.evaluate(
      (can) => window.fireNativeEvent('App', 'backButton', { canGoBack: can }),
      canGoBack,
    );

  test('hides the splash once the first page has rendered; back closes the menu, goes back, then leaves', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(homeHeading(page)).toBeVisible();
    await expect.poll(() => callsTo(page, 'SplashScreen', 'hide')).toHaveLength(1);
    expect((await callsTo(page, 'SplashScreen', 'hide'))[0]?.pageRendered).toBe(true);
    expect((await callsTo(page, 'StatusBar', 'setStyle'))[0]?.options).toEqual({ style: 'LIGHT' });
    await expect(page.locator('html')).toHaveClass(/native-app/);
    // On Android the page leaves the system bars to Capacitor, which pads the web view clear of
    // them only while the page does not ask to cover them.
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute(
      'content',
      /viewport-fit/,
    );
    await goToContact(page);
    const menu = await openMenu(page);
    await expect(menu).toBeVisible();

    await pressBack(page, true);

    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact$/);

    await pressBack(page, true);

    await expect(homeHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await callsTo(page, 'App', 'exitApp')).toHaveLength(0);

    await pressBack(page, false);

    await expect.poll(() => callsTo(page, 'App', 'exitApp')).toHaveLength(1);
    await expect(homeHeading(page)).toBeVisible();
  });

  test('phone and map links open the dialer and the maps app', async ({ page }) => {
    await page.goto('/');
    await goToContact(page);
    await page.getByRole('main').getByRole('link', { name: '+41 32 000 00 00' }).click();
    await page.getByRole('link', { name: 'Ouvrir dans OpenStreetMap' }).click();

    await expect
      .poll(async () => (await callsTo(page, 'AppLauncher', 'openUrl')).map((c) => c.options.url))
      .toEqual(['tel:+41320000000', 'geo:46.99258,6.93062?q=46.99258,6.93062']);
    await expect(page).toHaveURL(/\/contact$/);
  });
});
