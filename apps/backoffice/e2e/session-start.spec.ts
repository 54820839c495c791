import { expect, test } from '@playwright/test';
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
  const before = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  expect(before.refresh).not.toBeNull();
  // As if the page had stayed open for a quarter of an hour.
  await page.evaluate(() => localStorage.setItem('tokenExpiresAt', String(Date.now())));
  await page.goto('/users');

  // The heading shows before any call answers: wait for the list, read with the renewed token.
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ records$/)).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('refreshToken')))
    .not.toBe(before.refresh);
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  // The spent refresh token is refused from now on.
  const spent = await page.request.post(`${api}/token/refresh`, {
    data: { refresh_token: before.refresh },
  });
  expect(spent.status()).toBe(401);
});
