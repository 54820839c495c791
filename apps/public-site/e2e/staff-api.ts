import { apiOrigin, e2eAdmin } from '@cabinet/e2e/playwright-config';
import { expect, type APIRequestContext } from '@playwright/test';

/** The real API the e2e server runs, where the tests act as staff do in the back-office. */
export const api = `${apiOrigin}/api/v1`;

/** Signs the e2e administrator in: the headers of a staff member's calls. */
export async function adminHeaders(request: APIRequestContext) {
  const response = await request.post(`${api}/token`, {
    form: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
