import type { components } from '@cabinet/api-client/schema';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '../../testing/handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

type Xray = components['schemas']['Xray'];
type XrayEvent = components['schemas']['XrayEvent'];

const session = { token: 'token-1', user: adminUser };

const visit = (id: number, overrides: Partial<Xray> = {}): Xray => ({
  id,
  string_id: null,
  active: true,
  system: false,
  is_technical: false,
  created_at: '2026-03-02T09:15:00Z',
  updated_at: '2026-03-02T09:20:00Z',
  owner_id: 4,
  organization_id: 1,
  origin: 'https://cabinet.example',
  browser: 'Firefox 132',
  os: 'Linux',
  device_type: 'desktop',
  language: 'fr-CH',
  network: '203.0.113.0/24',
  connected: false,
  socket_connected_at: '2026-03-02T09:15:01Z',
  duration_seconds: 252,
  last_seen_at: '2026-03-02T09:19:12Z',
  closed_at: '2026-03-02T09:19:12Z',
  ...overrides,
});

const event = (id: number, type: XrayEvent['type'], path: string | null): XrayEvent => ({
  id,
  string_id: null,
  active: true,
  system: false,
  is_technical: false,
  created_at: '2026-03-02T09:15:30Z',
  updated_at: '2026-03-02T09:15:30Z',
  tracking_session_id: 5,
  owner_id: 4,
  organization_id: 1,
  type,
  path,
  data: {},
});

function trackingApi(visits: Xray[], events: XrayEvent[]) {
  const eventSearches: unknown[] = [];
  server.use(
    http.post(apiUrl('/xray/search'), () =>
      HttpResponse.json({ data: visits, total: visits.length }),
    ),
    http.get(apiUrl('/xray/{id}').replace('{id}', ':id'), ({ params }) => {
      const found = visits.find((one) => one.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl('/xray_event/search'), async ({ request }) => {
      eventSearches.push(await request.json());
      return HttpResponse.json({ data: events, total: events.length });
    }),
    http.get(apiUrl('/xray_event/daily_page_views'), ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days'));
      return HttpResponse.json(
        Array.from({ length: days }, (_, i) => ({
          day: `2026-03-${String(i + 1).padStart(2, '0')}`,
          page_views: i === days - 1 ? 12 : i,
        })),
      );
    }),
  );
  return { eventSearches };
}

describe('the visitor tracking screens', () => {
  it('list visits with their site, duration, state and device, and the daily page views', async () => {
    trackingApi(
      [visit(5), visit(6, { connected: true, closed_at: null, duration_seconds: 3900 })],
      [],
    );
    await renderRoute('/tracking', { session, language: 'en' });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Visitor tracking' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const ended = (await screen.findByText('4 min 12 s')).closest('tr')!;
    expect(within(ended).getByText('Ended')).toBeVisible();
    expect(within(ended).getByText('Firefox 132 · Linux · desktop')).toBeVisible();
    expect(within(ended).getByText('https://cabinet.example')).toBeVisible();
    const live = screen.getByText('1 h 05 min').closest('tr')!;
    expect(within(live).getByText('Active now')).toBeVisible();
    const chart = screen.getByRole('list', { name: 'Page views over the last 14 days' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(14);
    expect(within(chart).getByLabelText('3/14: 12 page views')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('tells a visit whose socket never connected from one that ended, in every language', async () => {
    const neverConnected = visit(7, { socket_connected_at: null, duration_seconds: 3 });
    trackingApi([visit(5), neverConnected], []);
    const expected = [
      ['en', 'Ended', 'Never connected'],
      ['fr', 'Terminée', 'Jamais connectée'],
      ['de', 'Beendet', 'Nie verbunden'],
    ] as const;
    for (const [language, ended, never] of expected) {
      const { unmount } = await renderRoute('/tracking', { session, language });
      const endedRow = (await screen.findByText('4 min 12 s', {}, { timeout: 15_000 })).closest(
        'tr',
      )!;
      expect(within(endedRow).getByText(ended)).toBeVisible();
      const neverRow = screen.getByText('3 s').closest('tr')!;
      expect(within(neverRow).getByText(never)).toBeVisible();
      expect(within(neverRow).queryByText(ended)).toBeNull();
      unmount();
    }

    const { unmount } = await renderRoute('/tracking/7', { session, language: 'en' });
    expect(await screen.findByText('Never connected', {}, { timeout: 15_000 })).toBeVisible();
    unmount();
  });

  it("shows one visit's events in order, in French", async () => {
    const api = trackingApi(
      [visit(5)],
      [event(1, 'page_view', '/fr'), event(2, 'leave_tab', null), event(3, 'active_tab', null)],
    );
    await renderRoute('/tracking/5', { session, language: 'fr' });

    const table = await screen.findByRole(
      'table',
      { name: 'Événements de cette visite' },
      {
        timeout: 15_000,
      },
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Page consultée',
      'Onglet quitté',
      'Retour sur l’onglet',
    ]);
    expect(within(rows[0]!).getByText('/fr')).toBeVisible();
    expect(api.eventSearches).toEqual([
      {
        search: { AND: [{ field: 'tracking_session_id', operator: '=', value: 5 }] },
        order_by: { field: 'id', direction: 'asc' },
      },
    ]);
  });
});
