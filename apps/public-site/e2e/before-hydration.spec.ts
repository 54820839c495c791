import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test, type Route } from '@playwright/test';
import { expectHydrated, holdScriptsAfterEntry } from './held-scripts';
import { adminHeaders, api } from './staff-api';

/**
 * A visitor on a slow connection reads and fills in the prerendered page before its scripts have
 * arrived (decision 009): what they chose and typed then must be kept and take effect once the
 * page comes alive, not be shown in the fields and then lost on sending.
 */
test.use({ locale: 'fr-CH' });

test('a language chosen and a form filled in before the scripts arrive are kept and sent', async ({
  page,
  request,
}, testInfo) => {
  // Each repetition of this test is another visitor: the API takes only a few requests from one
  // address in ten minutes, and a run repeated from one address would meet that limit instead.
  const visitorAddress = `198.51.100.${(testInfo.repeatEachIndex % 254) + 1}`;
  await page.route(`${apiOrigin}/api/submit`, (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': visitorAddress },
    }),
  );
  // Every script is held back until the visitor is done: the page stays the bare prerendered HTML.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: Promise<void>[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route: Route) => {
      const answered = released.then(() => route.continue());
      held.push(answered);
      return answered;
    },
  );
  const surname = `Early-${Date.now()}`;

  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption('en');
  const form = page.locator('main form');
  await form.locator('input[name="name"]').fill('Léa');
  await form.locator('input[name="surname"]').fill(surname);
  await form.locator('input[name="email"]').fill('lea.early@example.ch');
  await form.locator('textarea[name="message"]').fill('Before the scripts, in a hurry.');
  await form.locator('input[type="radio"][value="yes"]').check();
  await form.locator('input[type="checkbox"]').check();
  // Nothing has run yet: the page is still the French HTML, no script answered.
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  release();

  // The choice of language takes effect… (once the held scripts, the page and the English texts
  // have loaded and the page has been drawn again: over 5 s on a busy two-core machine)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // …the typed values stay in the (now English) form…
  await expect(form.getByLabel('First name')).toHaveValue('Léa');
  await expect(form.getByLabel('Last name', { exact: true })).toHaveValue(surname);
  await expect(form.getByLabel('Email')).toHaveValue('lea.early@example.ch');
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  // …and they are what is sent: the challenge starts by itself, the request is stored.
  await expect(form.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: 'Message sent' })).toBeVisible();

  const headers = await adminHeaders(request);
  const search = await request.post(`${api}/contact_request/search`, {
    data: { search: { AND: [{ field: 'surname', operator: '=', value: surname }] } },
    headers,
  });
  expect(search.status()).toBe(200);
  const { data } = (await search.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  // A list masks the message: opening the request (an audited read) answers it whole.
  const opened = await request.get(`${api}/contact_request/${data[0]!.id}`, {
    headers,
  });
  expect(opened.status()).toBe(200);
  expect(await opened.json()).toMatchObject({
    email: 'lea.early@example.ch',
    message: 'Before the scripts, in a hurry.',
    has_prescription: true,
  });
});

test('a page scrolled before it comes alive stays put, and a click made across that moment works', async ({
  page,
  request,
}) => {
  // The entry runs; the rest (the page, the site's tree) is held back: the page stays the
  // prerendered HTML, which the visitor scrolls down to reach the practice's email.
  const { release } = await holdScriptsAfterEntry(page, request, '/contact');
  let challenged = false;
  page.on('request', (sent) => {
    if (sent.url().includes('/altcha/challenge')) challenged = true;
  });
  await page.goto('/contact');
  const show = page
    .getByRole('region', { name: 'E-mail' })
    .getByRole('button', { name: 'Afficher l’adresse e-mail' });
  await show.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // The visitor presses the button on the bare HTML and lets go once the page has come alive.
  const box = await show.boundingBox();
  if (!box) throw new Error('The email button has no box.');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();

  release();
  await expectHydrated(show);
  // Coming alive does not move the button from under the visitor's finger…
  expect((await show.boundingBox())?.y).toBeCloseTo(box.y, 0);
  await page.mouse.up();

  // …so the click reaches the button: the challenge starts, and the address follows.
  await expect(show).toBeHidden();
  await expect.poll(() => challenged, { timeout: 15_000 }).toBe(true);
  await expect(
    page
      .getByRole('region', { name: 'E-mail' })
      .getByRole('link', { name: 'contact@cabinet-lac-parole.example' }),
  ).toBeVisible({ timeout: 30_000 });
});

test('a choice clicked on a slow phone while the page comes alive is made', async ({ page }) => {
  // A phone four times slower than this machine: the scripts start, and React, seeing the press
  // before it has taken the page over, takes it over at once (half a second, here) before the
  // press goes on. The release must land on the same radio button, or no click happens at all.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const yes = page.locator('main form').getByRole('radio', { name: 'Oui' });

  await yes.check();

  await expect(yes).toBeChecked();
  await expect(page.locator('main form').getByRole('radio', { name: 'Non' })).not.toBeChecked();
});
