import { e2eAdmin } from '@cabinet/e2e/playwright-config';
import type { Page } from '@playwright/test';
import { api, bearer, tokenOf } from './staff-api';

/**
 * Signs the page's browser in the way the app keeps a session (the token and the user in
 * localStorage), through the API: the login screen has its own specs, the others skip it.
 * Opens `/login` first (any page of the app's origin would do) to reach its storage.
 */
export async function signInThroughApi(
  page: Page,
  username = e2eAdmin.username,
  password = e2eAdmin.password,
  lng = 'en',
) {
  await page.goto(`/login?lng=${lng}`);
  const token = await tokenOf(page.request, username, password);
  const me: unknown = await (
    await page.request.get(`${api}/user/util/me`, { headers: bearer(token) })
  ).json();
  await page.evaluate(
    ([storedToken, user, language]) => {
      localStorage.setItem('token', storedToken);
      localStorage.setItem('userData', JSON.stringify(user));
      localStorage.setItem('i18nextLng', language);
    },
    [token, me, lng] as const,
  );
  return token;
}
