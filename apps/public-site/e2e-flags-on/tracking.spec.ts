import { apiOrigin, e2eAdmin } from '@cabinet/e2e/playwright-config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { leaveTabAndComeBack, recordApiTraffic } from '../e2e/tab-visibility';

// The site built with VITE_ENABLE_XRAY=true and VITE_ENABLE_ANON_USERS=true (`pnpm build:flags-on`),
// against the real API with ENABLE_ANON_USERS=true: a signed-out visitor gets an anonymous user, and
// their visit is tracked with it.
const api = `${apiOrigin}/api/v1`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${api}/token`, {
    form: { username: e2eAdmin.username, password: e2eAdmin.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('a visit opens a tracking session and its socket, and logs pages and tab changes', async ({
  page,
  request,
}) => {
  // The visit closes 10 s after its last page is left.
  test.setTimeout(60_000);
  const traffic = recordApiTraffic(page);
  const opened = page.waitForResponse(
    (response) => response.url() === `${api}/xray` && response.request().method() === 'POST',
  );
  const socketOpened = page.waitForEvent('websocket');
  await page.goto('/');
  const visit = (await (await opened).json()) as { id: number };
  const socket = await socketOpened;
  expect(socket.url()).toMatch(
    new RegExp(`^ws://localhost:8000/api/v1/ws/xray\\?token=[^&]+&session_id=${visit.id}$`),
  );
  await expect(page.locator('h1')).toBeVisible();

  // The page's HTML shows before its script runs: the visitor leaves the tab once the page has
  // logged its view, which it does after it started listening for tab changes.
  const servicesLogged = page.waitForRequest(
    (sent) =>
      sent.url() === `${api}/xray_event` &&
      (sent.postDataJSON() as { data?: { path?: string } }).data?.path === '/services',
  );
  await page.locator('a[href="/services"]').first().click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await servicesLogged;
  await leaveTabAndComeBack(page);

  const admin = await adminToken(request);
  const storedEvents = async () => {
    const found = await request.post(`${api}/xray_event/search`, {
      headers: bearer(admin),
      data: {
        search: { AND: [{ field: 'tracking_session_id', operator: '=', value: visit.id }] },
        order_by: { field: 'id', direction: 'asc' },
      },
    });
    expect(found.ok(), await found.text()).toBe(true);
    return ((await found.json()) as { data: { type: string; path: string | null }[] }).data.map(
      ({ type, path }) => ({ type, path }),
    );
  };
  await expect.poll(storedEvents).toEqual([
    { type: 'page_view', path: '/' },
    { type: 'page_view', path: '/services' },
    { type: 'leave_tab', path: null },
    { type: 'active_tab', path: null },
  ]);

  // The visit as stored: this site, its socket connected now (and since its first moments).
  const stored = await request.get(`${api}/xray/${visit.id}`, { headers: bearer(admin) });
  expect(await stored.json()).toMatchObject({
    origin: 'http://localhost:5173',
    connected: true,
    closed_at: null,
    browser: expect.stringMatching(/^Chrom/),
  });
  expect(
    ((await stored.json()) as { socket_connected_at: string | null }).socket_connected_at,
  ).not.toBeNull();

  // The browser's own log: one session, one socket, the four events, in this order.
  const tracking = traffic.calls.filter((call) => /\/api\/v1\/(init|xray|xray_event)$/.test(call));
  expect(tracking).toEqual([
    'POST /api/v1/init',
    'POST /api/v1/xray',
    'POST /api/v1/xray_event',
    'POST /api/v1/xray_event',
    'POST /api/v1/xray_event',
    'POST /api/v1/xray_event',
  ]);
  // A socket per page, each for the same visit.
  expect(traffic.sockets).toHaveLength(2);
  for (const url of traffic.sockets) expect(url).toMatch(new RegExp(`&session_id=${visit.id}$`));

  // Leaving the site closes the socket, and with it the visit once no page has come back for it
  // (10 s).
  await page.close();
  await expect
    .poll(
      async () => {
        const read = await request.get(`${api}/xray/${visit.id}`, { headers: bearer(admin) });
        return ((await read.json()) as { closed_at: string | null }).closed_at;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
});
