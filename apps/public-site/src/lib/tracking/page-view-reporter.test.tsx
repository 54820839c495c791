import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter } from 'react-router';
import { env } from '../../config/env';
import { server } from '../../testing/server';

let requests: string[];
let events: unknown[];
const record = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);

class SilentSocket extends EventTarget {
  readonly OPEN = 1;
  readyState = 0;
  send() {}
}

/** The site's frame, on a fresh reporter module (it keeps the tracker's module once loaded). */
async function site() {
  const { PageViewReporter } = await import('./page-view-reporter');
  return render(
    <MemoryRouter initialEntries={['/fr']}>
      <PageViewReporter />
      <Link to="/fr/contact">Contact</Link>
    </MemoryRouter>,
  );
}

/**
 * The site's session start, on the modules the reporter loads: each test starts from fresh ones
 * (`vi.resetModules`), so no visit or started session carries over from another test.
 */
async function startSession() {
  const [{ startSiteSession }, { apiClient }, { sessionStore }] = await Promise.all([
    import('../session-start'),
    import('../api'),
    import('../session'),
  ]);
  await startSiteSession({ store: sessionStore, client: apiClient, anonymousUsers: false });
}

/** The build's flag, on the fresh modules of this test (the reporter reads them). */
async function setTracking(on: boolean) {
  const fresh = await import('../../config/env');
  (fresh.env as { enableXray: boolean }).enableXray = on;
}

/** The document's listeners a test's tracker added, taken away after it. */
let documentListeners: Parameters<typeof document.addEventListener>[];

beforeEach(() => {
  vi.resetModules();
  documentListeners = [];
  const addListener = document.addEventListener.bind(document);
  vi.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    documentListeners.push(args);
    addListener(...args);
  });
  requests = [];
  events = [];
  localStorage.setItem('token', 'visitor-token');
  server.events.on('request:start', record);
  vi.stubGlobal('WebSocket', SilentSocket);
  server.use(
    http.get(`${env.apiUrl}/user/util/me`, () =>
      HttpResponse.json({ id: 77, username: 'visitor', signed_up: false }),
    ),
    http.post(`${env.apiUrl}/xray`, () => HttpResponse.json({ id: 3 })),
    http.post(`${env.apiUrl}/xray_event`, async ({ request }) => {
      events.push(await request.json());
      return HttpResponse.json({ id: 1 });
    }),
  );
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const args of documentListeners) document.removeEventListener(...args);
  Reflect.deleteProperty(document, 'visibilityState');
  server.events.removeListener('request:start', record);
  vi.unstubAllGlobals();
  localStorage.clear();
  await setTracking(false);
});

describe('page views', () => {
  it('are not tracked at all when visitor tracking is off', async () => {
    await setTracking(false);
    await site();
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    // Give a tracker, were one running, the time to send.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
  });

  it('wait for the session to start, whose token the visit belongs to', async () => {
    await setTracking(true);
    localStorage.removeItem('token');
    await site();
    // Once the tracker is loaded, it still sends nothing: no session has started.
    await Promise.all([import('./start-visit-tracking'), import('../session-start')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);

    // The session start (here: a token already stored, refreshed) lets the first page view go.
    localStorage.setItem('token', 'visitor-token');
    await startSession();
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events).toMatchObject([{ type: 'page_view', data: { path: '/fr' } }]);
  });

  it('are logged on the first page and on every route change when it is on', async () => {
    await setTracking(true);
    await startSession();
    await site();
    await waitFor(() => expect(events).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events).toMatchObject([
      { tracking_session_id: 3, type: 'page_view', data: { path: '/fr' } },
      { tracking_session_id: 3, type: 'page_view', data: { path: '/fr/contact' } },
    ]);
    expect(requests.filter((path) => path.endsWith('/xray'))).toHaveLength(1);
  });

  it('are stored before a tab change that follows the route change at once', async () => {
    await setTracking(true);
    await startSession();
    await site();
    await waitFor(() => expect(events).toHaveLength(1));
    // The visitor switches tabs the instant the new page is shown (`fireEvent` leaves no pause).
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events).toMatchObject([
      { type: 'page_view', data: { path: '/fr' } },
      { type: 'page_view', data: { path: '/fr/contact' } },
      { type: 'leave_tab' },
    ]);
  });
});
