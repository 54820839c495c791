import { createApiClient } from '@cabinet/api-client/client';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { server } from '../../testing/server';
import { createVisitTracker } from './visit-tracker';

interface Sent {
  path: string;
  body: Record<string, unknown>;
  token: string | null;
}

let sent: Sent[];
let sockets: { url: string; socket: FakeSocket }[];
let token: string | null;

class FakeSocket extends EventTarget {
  readonly OPEN = 1;
  readyState = 1;
  messages: string[] = [];
  send(message: string) {
    this.messages.push(message);
  }
  /** The server closing the socket (and with it the session). */
  closeFromServer() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const apiUrl = env.apiUrl;

function record(path: string, answer: () => Response) {
  return http.post(`${apiUrl}${path}`, async ({ request }) => {
    sent.push({
      path,
      body: (await request.json()) as Record<string, unknown>,
      token: request.headers.get('authorization'),
    });
    return answer();
  });
}

let nextSessionId: number;
const openSession = () => record('/xray', () => HttpResponse.json({ id: nextSessionId++ }));
const storeEvent = () => record('/xray_event', () => HttpResponse.json({ id: 1 }));

function tracker(resume: Partial<Parameters<typeof createVisitTracker>[0]> = {}) {
  return createVisitTracker({
    ...resume,
    client: createApiClient({ baseUrl: apiUrl, getToken: () => token }),
    apiUrl,
    getToken: () => token,
    origin: 'https://cabinet.example',
    language: 'fr-CH',
    openSocket: (url) => {
      const socket = new FakeSocket();
      sockets.push({ url, socket });
      return socket as unknown as WebSocket;
    },
  });
}

beforeEach(() => {
  sent = [];
  sockets = [];
  token = 'visitor-token';
  nextSessionId = 7;
});

describe('the visit tracker', () => {
  it('opens a session, connects its socket and logs page views in order', async () => {
    server.use(openSession(), storeEvent());
    const visit = tracker();
    await visit.pageView('/fr', 'Accueil', 'https://search.example/?q=x');
    await visit.pageView('/fr/contact', 'Contact', 'https://search.example/?q=x');
    expect(sent).toEqual([
      {
        path: '/xray',
        body: { origin: 'https://cabinet.example', device_info: { language: 'fr-CH' } },
        token: 'Bearer visitor-token',
      },
      {
        path: '/xray_event',
        body: {
          tracking_session_id: 7,
          type: 'page_view',
          data: { path: '/fr', title: 'Accueil', referrer: 'https://search.example/?q=x' },
        },
        token: 'Bearer visitor-token',
      },
      {
        path: '/xray_event',
        body: {
          tracking_session_id: 7,
          type: 'page_view',
          data: { path: '/fr/contact', title: 'Contact' },
        },
        token: 'Bearer visitor-token',
      },
    ]);
    expect(sockets.map(({ url }) => url)).toEqual([
      `${apiUrl.replace(/^http/, 'ws')}/ws/xray?token=visitor-token&session_id=7`,
    ]);
  });

  it('logs the tab being left and shown again', async () => {
    server.use(openSession(), storeEvent());
    const visit = tracker();
    await visit.tabHidden();
    await visit.tabShown();
    expect(sent.slice(1).map(({ body }) => body.type)).toEqual(['leave_tab', 'active_tab']);
  });

  it('sends nothing for a visitor without a token', async () => {
    token = null;
    server.use(openSession(), storeEvent());
    const visit = tracker();
    await visit.pageView('/fr', 'Accueil');
    await visit.tabHidden();
    expect(sent).toEqual([]);
    expect(sockets).toEqual([]);
  });

  it('stops for good when the browser asks not to be tracked (204, no session)', async () => {
    server.use(
      record('/xray', () => new HttpResponse(null, { status: 204 })),
      storeEvent(),
    );
    const visit = tracker();
    await visit.pageView('/fr', 'Accueil');
    await visit.pageView('/fr/contact', 'Contact');
    expect(sent.map(({ path }) => path)).toEqual(['/xray']);
    expect(sockets).toEqual([]);
  });

  it('goes on with the visit of the tab’s last page, remembering each session it opens', async () => {
    server.use(openSession(), storeEvent());
    const remembered: (number | null)[] = [];
    const nextPage = tracker({ resume: 5, remember: (id) => remembered.push(id) });
    await nextPage.pageView('/fr/contact', 'Contact');
    expect(sent.map(({ path, body }) => [path, body.tracking_session_id])).toEqual([
      ['/xray_event', 5],
    ]);
    expect(sockets.map(({ url }) => new URL(url).searchParams.get('session_id'))).toEqual(['5']);

    // The server closes it: the next event opens a new session, remembered for the next page.
    sockets[0]!.socket.closeFromServer();
    await nextPage.pageView('/fr/team', 'Équipe');
    expect(sent.at(-2)?.path).toBe('/xray');
    expect(remembered).toEqual([null, 7]);
  });

  it('opens a new session once the server closed the last one', async () => {
    server.use(openSession(), storeEvent());
    const visit = tracker();
    await visit.pageView('/fr', 'Accueil');
    sockets[0]!.socket.closeFromServer();
    await visit.pageView('/fr/contact', 'Contact');
    expect(sent.map(({ path, body }) => [path, body.tracking_session_id])).toEqual([
      ['/xray', undefined],
      ['/xray_event', 7],
      ['/xray', undefined],
      ['/xray_event', 8],
    ]);
    expect(sockets).toHaveLength(2);
  });

  it('opens a new session when an event is refused because its session is closed', async () => {
    let refuseNext = true;
    server.use(
      openSession(),
      record('/xray_event', () => {
        if (!refuseNext) return HttpResponse.json({ id: 1 });
        refuseNext = false;
        return HttpResponse.json({ detail: 'Tracking session 7 is closed.' }, { status: 409 });
      }),
    );
    const visit = tracker();
    await visit.pageView('/fr', 'Accueil');
    await visit.pageView('/fr/contact', 'Contact');
    expect(sent.map(({ path, body }) => [path, body.tracking_session_id])).toEqual([
      ['/xray', undefined],
      ['/xray_event', 7],
      ['/xray', undefined],
      ['/xray_event', 8],
    ]);
  });
});
