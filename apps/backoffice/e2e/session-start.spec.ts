import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api, signInWithForm } from './staff-api';

test.use({ locale: 'en-US' });

// Every page load refreshes the stored user from the real API. Leaving the page while that call
// runs (a reload, a link opened in the same tab) must not sign the user out: the call got no
// answer, which says nothing of the session.
test('leaving a page while its session refresh runs keeps the user signed in', async ({ page }) => {
  await signInThroughApi(page);
  // Holds the refresh long enough for the next navigation to cut it off; it then reaches the API.
  let refreshesStarted = 0;
  await page.route('**/api/v1/user/util/me', async (route) => {
    refreshesStarted += 1;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => {
      // The page that asked is gone: nobody is left to answer.
    });
  });
  await page.goto('/theme_translations');
  await expect.poll(() => refreshesStarted).toBe(1);
  await page.goto('/users');

  // This page's own refresh is held too, on a machine other suites may be loading.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL('/users');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

// The access token lasts minutes: one about to lapse is renewed with the refresh token before
// the page's calls leave, and the session goes on without the user noticing.
test('a session whose access token lapses is renewed, not ended', async ({ page }) => {
  await page.goto('/login?lng=en');
  await signInWithForm(page);
  const before = await refreshTokenOf(page);
  expect(before).not.toBeNull();
  await lapseAccessToken(page);
  await page.goto('/users');

  // The heading shows before any call answers: wait for the list, read with the renewed token.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ records$/)).toBeVisible();
  await expect.poll(() => refreshTokenOf(page)).not.toBe(before);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});

// The server replaces the refresh token as it answers; a page left while a renewal runs never
// gets that answer. The token it kept renews once more, moments later, instead of the session
// dying at the next renewal.
test('a renewal whose answer never arrived is made again with the token kept', async ({ page }) => {
  await page.goto('/login?lng=en');
  await signInWithForm(page);
  const before = await refreshTokenOf(page);
  let renewals = 0;
  await page.route('**/api/v1/token/refresh', async (route) => {
    renewals += 1;
    if (renewals > 1) return route.continue();
    // The server renews, and the page never hears of it.
    await route.fetch();
    await route.abort();
  });
  await lapseAccessToken(page);
  await page.goto('/users');
  await expect(page.getByText(/^\d+ of \d+ records$/)).toBeVisible();
  await expect.poll(() => renewals).toBeGreaterThanOrEqual(1);

  await page.reload();
  await expect(page.getByText(/^\d+ of \d+ records$/)).toBeVisible();
  await expect.poll(() => refreshTokenOf(page)).not.toBe(before);
  // The renewed session is the real one: its access token reads the user.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await page.request.get(`${api}/user/util/me`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
});

function refreshTokenOf(page: Page) {
  return page.evaluate(() => localStorage.getItem('refreshToken'));
}

/** As if the page had stayed open for a quarter of an hour: the access token lapses now. */
function lapseAccessToken(page: Page) {
  return page.evaluate(() => localStorage.setItem('tokenExpiresAt', String(Date.now())));
}
