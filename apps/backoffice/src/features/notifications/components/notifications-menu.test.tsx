import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiNotification, notificationHandlers } from '../../../testing/notification-handlers';
import { renderRoute } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { adminUser } from '../../../testing/session';

const signedIn = { token: 'token-1', user: adminUser };
const notifications = [
  apiNotification({
    id: 1,
    title: 'New contact request',
    content: 'Someone wrote through the website.',
    created_at: '2026-11-23T09:00:00.000Z',
  }),
  apiNotification({ id: 2, title: 'Welcome', created_at: '2026-11-20T08:30:00.000Z' }),
  apiNotification({
    id: 3,
    title: 'Password changed',
    read: true,
    created_at: '2026-11-22T11:00:00.000Z',
  }),
];

describe('notifications dropdown', () => {
  const timeZone = process.env.TZ;
  beforeEach(() => {
    // Dates are shown in the browser's zone: the tests read them as a user in Neuchâtel would.
    process.env.TZ = 'Europe/Zurich';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T11:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = timeZone;
  });

  it('shows the unread count and lists the latest, newest first, with when they came', async () => {
    server.use(...notificationHandlers(notifications));
    const { user } = await renderRoute('/', { session: signedIn, language: 'en' });

    await user.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Unread: New contact request',
      'Password changed',
      'Unread: Welcome',
    ]);
    expect(items[0]).toHaveTextContent('Someone wrote through the website.');
    const when = within(items[0]!).getByText('2 hours ago');
    expect(when).toHaveAttribute('datetime', '2026-11-23T09:00:00.000Z');

    await user.hover(when);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('November 23, 2026 10:00 AM');
    expect(dialog).toHaveStyle({ width: '300px' });
  });

  it('marks one read: the unread count and the list are read again', async () => {
    const requests: string[] = [];
    server.use(
      ...notificationHandlers(notifications, (method, url, body) =>
        requests.push(`${method} ${url.pathname} ${JSON.stringify(body)}`),
      ),
    );
    const { user } = await renderRoute('/', { session: signedIn, language: 'en' });

    await user.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Mark “New contact request” as read' }),
    );

    // The open dropdown hides the rest of the page from assistive technologies, the bell included.
    expect(
      await screen.findByRole('button', { name: '1 unread notification', hidden: true }),
    ).toBeInTheDocument();
    expect(requests).toContain('PUT /api/v1/notification/1 {"read":true}');
    await waitFor(() =>
      expect(
        within(dialog).queryByRole('button', { name: 'Mark “New contact request” as read' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'Mark “Welcome” as read' })).toBeVisible();
  });

  it('deletes one, then lists the rest again; "Nothing here yet." once none is left', async () => {
    let searches = 0;
    server.use(
      ...notificationHandlers([notifications[0]!], (method, url) => {
        if (method === 'POST' && url.searchParams.get('limit') !== '1') searches += 1;
      }),
    );
    const { user } = await renderRoute('/', { session: signedIn, language: 'en' });

    await user.click(await screen.findByRole('button', { name: '1 unread notification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(
      await within(dialog).findByRole('button', { name: 'Delete “New contact request”' }),
    );

    expect(await within(dialog).findByText('Nothing here yet.')).toBeVisible();
    expect(searches).toBe(2);
    expect(
      await screen.findByRole('button', { name: 'Notifications', hidden: true }),
    ).toBeInTheDocument();
  });

  it('speaks the chosen language, dates included', async () => {
    server.use(...notificationHandlers(notifications));
    const { user } = await renderRoute('/', { session: signedIn, language: 'fr' });

    await user.click(await screen.findByRole('button', { name: '2 notifications non lues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const when = await within(dialog).findByText('il y a 2 heures');
    await user.hover(when);

    expect(await screen.findByRole('tooltip')).toHaveTextContent('23 novembre 2026 10:00');
    expect(within(dialog).getByText('il y a 3 jours')).toBeVisible();
  });

  it('words the server’s notices in the reader’s language, and shows other messages as written', async () => {
    const notices = [
      apiNotification({
        id: 4,
        kind: 'appointment.booked',
        title: 'First appointment booked',
        content: 'Request #12',
        link: '/contact-requests/12',
        created_at: '2026-11-23T10:00:00.000Z',
      }),
      apiNotification({
        id: 5,
        kind: 'contact_request.new',
        title: 'New contact request',
        content: 'Request #13',
        link: '/contact-requests/13',
        read: true,
        created_at: '2026-11-23T09:00:00.000Z',
      }),
      apiNotification({ id: 6, title: 'Sauvegarde vérifiée', read: true }),
    ];
    for (const [language, bell, titles, request] of [
      [
        'de',
        '1 ungelesene Benachrichtigung',
        ['Ungelesen: Erstgespräch gebucht', 'Neue Kontaktanfrage', 'Sauvegarde vérifiée'],
        'Anfrage Nr. 12',
      ],
      [
        'fr',
        '1 notification non lue',
        [
          'Non lue\u00a0: Premier rendez-vous réservé',
          'Nouvelle demande de contact',
          'Sauvegarde vérifiée',
        ],
        // toHaveTextContent reads a no-break space as a space.
        'Demande n° 12',
      ],
    ] as const) {
      server.use(...notificationHandlers(notices));
      const { user, unmount } = await renderRoute('/', { session: signedIn, language });
      await user.click(await screen.findByRole('button', { name: bell }));
      const dialog = await screen.findByRole('dialog');
      const items = await within(dialog).findAllByRole('listitem');
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(titles);
      expect(items[0]).toHaveTextContent(request);
      expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/contact-requests/12');
      unmount();
    }
  });

  it('names the bell starting with the count its badge shows, in each language, and shows no count without unread', async () => {
    const many = Array.from({ length: 120 }, (_, index) =>
      apiNotification({ id: index + 1, title: `Notice ${index + 1}` }),
    );
    server.use(...notificationHandlers(many));
    const { unmount } = await renderRoute('/', { session: signedIn, language: 'en' });
    const bell = await screen.findByRole('button', { name: '99+ unread notifications' });
    // Label in name (WCAG 2.5.3): the name starts with the text the badge shows.
    expect(bell).toHaveTextContent(/^99\+$/);
    unmount();

    server.use(...notificationHandlers(notifications));
    const german = await renderRoute('/', { session: signedIn, language: 'de' });
    const glocke = await screen.findByRole('button', { name: '2 ungelesene Benachrichtigungen' });
    expect(glocke).toHaveTextContent(/^2$/);
    german.unmount();

    server.use(...notificationHandlers([apiNotification({ id: 1, read: true })]));
    await renderRoute('/', { session: signedIn, language: 'en' });
    const quiet = await screen.findByRole('button', { name: 'Notifications' });
    expect(quiet).toHaveTextContent('');
  });

  it('is not offered to visitors who are not signed in', async () => {
    await renderRoute('/', { language: 'en' });

    expect(await screen.findByRole('link', { name: 'Login' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });
});
