import { apiOrigin, e2eAdmin } from '@cabinet/e2e/playwright-config';
import { expect, test, type Page } from '@playwright/test';

// The site built with VITE_ENABLE_ANON_USERS=true, the API run with ENABLE_ANON_USERS=true.
const api = `${apiOrigin}/api/v1`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const stored = (page: Page) =>
  page.evaluate(() => ({
    anonymousId: localStorage.getItem('anonymousId'),
    token: localStorage.getItem('token'),
  }));

test('a fresh visitor gets an anonymous user, keeps it across reloads, and signing up upgrades it in place', async ({
  page,
  request,
}) => {
  const initAnswer = page.waitForResponse(
    (response) => response.url() === `${api}/init` && response.request().method() === 'POST',
  );
  await page.goto('/');
  const init = await initAnswer;
  expect(init.status()).toBe(200);
  const sent = init.request().postDataJSON() as { anonymous_id: string };
  const first = (await init.json()) as { token: string; user: { id: number; signed_up: boolean } };
  expect(first.user.signed_up).toBe(false);
  const kept = await stored(page);
  expect(kept.anonymousId).toMatch(UUID);
  expect(sent.anonymous_id).toBe(kept.anonymousId);
  expect(kept.token).toBe(first.token);

  const me = async (token: string) => {
    const answer = await request.get(`${api}/user/util/me`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    return (await answer.json()) as { id: number; signed_up: boolean };
  };

  // A reload keeps the session: the same anonymous id and the same user.
  await page.reload();
  await page.waitForLoadState('networkidle');
  const afterReload = await stored(page);
  expect(afterReload.anonymousId).toBe(kept.anonymousId);
  expect((await me(afterReload.token ?? '')).id).toBe(first.user.id);

  // A session lost (its token gone) comes back to the same user through the kept anonymous id.
  await page.evaluate(() => localStorage.removeItem('token'));
  const againAnswer = page.waitForResponse(
    (response) => response.url() === `${api}/init` && response.request().method() === 'POST',
  );
  await page.reload();
  const again = (await (await againAnswer).json()) as { user: { id: number } };
  expect(again.user.id).toBe(first.user.id);

  // Signing up with the anonymous user's token (as the back-office and the app do) keeps its id.
  const login = await request.post(`${api}/token`, {
    form: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  const admin = ((await login.json()) as { access_token: string }).access_token;
  const opened = await request.put(`${api}/organization/1`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: { allow_public_signup: true },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const anonymousToken = (await stored(page)).token ?? '';
  const signup = await request.post(`${api}/signup`, {
    headers: { Authorization: `Bearer ${anonymousToken}` },
    data: { email: 'visitor@example.ch', username: 'visitor', password: 'Visitor-passw0rd!' },
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const account = (await signup.json()) as { access_token: string };
  expect(await me(account.access_token)).toMatchObject({ id: first.user.id, signed_up: true });
});
