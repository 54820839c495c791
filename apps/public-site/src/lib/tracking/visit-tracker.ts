import type { ApiClient } from '@cabinet/api-client/client';

type EventType = 'page_view' | 'active_tab' | 'leave_tab';

/** What the tracker needs from the page; tests hand in their own. */
export interface VisitTrackerOptions {
  client: ApiClient;
  /** `{api}`, e.g. `https://api.example/api/v1`; the socket is `{api}/ws/xray` on ws(s). */
  apiUrl: string;
  getToken: () => string | null;
  /** The site the visit happens on (`window.location.origin`). */
  origin: string;
  language: string;
  /** Opens a socket (the browser's `WebSocket`). */
  openSocket: (url: string) => WebSocket;
  /**
   * What the visit waits for before its first call: the session start, whose token the visit
   * belongs to. Events logged meanwhile wait in order.
   */
  sessionReady?: () => Promise<unknown>;
  heartbeatMs?: number;
  /**
   * The tracking session of this tab's last page, if any: each page of the site is a document of
   * its own, and a visit goes on across them. `remember` keeps the session for the next page
   * (null once the server has closed it).
   */
  resume?: number | null;
  remember?: (sessionId: number | null) => void;
}

/** While the socket is open it says "still here" this often; the duration runs on with it. */
const HEARTBEAT_MS = 30_000;

/**
 * Tracks one visit of the site: opens a tracking session with the API (only for visitors holding
 * a token), keeps its socket open, and logs page views and tab changes. The browser's Do Not Track
 * or Global Privacy Control answer (204, no session) stops it for the rest of the page's life.
 * Tracking never gets in the visitor's way: every failure is swallowed.
 */
export function createVisitTracker(options: VisitTrackerOptions) {
  let session: Promise<number | null> | null = null;
  let refused = false;
  let referrer: string | undefined;
  let queue: Promise<void> = Promise.resolve();
  let resume = options.resume ?? null;

  async function openSession(): Promise<number | null> {
    if (refused || !options.getToken()) return null;
    const { data, response } = await options.client.POST('/xray', {
      body: { origin: options.origin, device_info: { language: options.language } },
    });
    if (response.status === 204 || !data) {
      refused = true;
      return null;
    }
    connect(data.id);
    options.remember?.(data.id);
    return data.id;
  }

  function connect(sessionId: number) {
    const token = options.getToken();
    if (!token) return;
    const base = options.apiUrl.replace(/^http/, 'ws').replace(/\/+$/, '');
    const query = new URLSearchParams({ token, session_id: String(sessionId) });
    const socket = options.openSocket(`${base}/ws/xray?${query.toString()}`);
    const heartbeat = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'heartbeat' }));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    socket.addEventListener('close', () => {
      clearInterval(heartbeat);
      // The server closed the session with its socket: the next event opens a new one.
      if (session)
        void session.then((id) => {
          if (id !== sessionId) return;
          session = null;
          options.remember?.(null);
        });
    });
  }

  /** The last page's session, taken up again once (its socket reconnected), else a new one. */
  async function resumeOrOpen(): Promise<number | null> {
    const last = resume;
    resume = null;
    if (last === null || !options.getToken()) return openSession();
    connect(last);
    return last;
  }

  function currentSession(): Promise<number | null> {
    session ??= resumeOrOpen().catch(() => null);
    return session;
  }

  async function send(type: EventType, data: Record<string, string>) {
    await options.sessionReady?.();
    const sessionId = await currentSession();
    if (sessionId === null) {
      // No token yet (or the request failed): try again at the next event.
      if (!refused) session = null;
      return;
    }
    try {
      await options.client.POST('/xray_event', {
        body: { tracking_session_id: sessionId, type, data },
      });
    } catch {
      // A closed or lost session: the next event starts a new one.
      session = null;
      options.remember?.(null);
    }
  }

  /**
   * Events go out one after another, so they are stored in the order they happened: each takes its
   * place in the queue the moment it is logged, whatever it then waits for.
   */
  function log(type: EventType, data: Record<string, string> = {}) {
    queue = queue.then(() => send(type, data)).catch(() => undefined);
    return queue;
  }

  return {
    pageView(path: string, title: string, from?: string) {
      // Only the first page view names the site the visitor came from.
      const data: Record<string, string> = { path, title };
      if (referrer === undefined && from) data.referrer = from;
      referrer = from ?? '';
      return log('page_view', data);
    },
    tabShown: () => log('active_tab'),
    tabHidden: () => log('leave_tab'),
  };
}

export type VisitTracker = ReturnType<typeof createVisitTracker>;
