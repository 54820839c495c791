import type { SessionUser } from '@cabinet/auth/app-session';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditEventRecord, contactRequestApi } from '../../testing/contact-request-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser, staffUser } from '../../testing/session';

const superAdmin: SessionUser = {
  ...adminUser,
  all_roles: [{ string_id: 'super_admin_role' }],
};
const session = { token: 'token-1', user: superAdmin };

describe('the Activity screen', () => {
  it('lists who did what to which record, when and from where, read only', async () => {
    const api = contactRequestApi([], {
      events: [
        auditEventRecord(12),
        auditEventRecord(11, {
          event: 'login.failure',
          user_id: null,
          user_name: null,
          username: 'intrus',
          model: null,
          record_id: null,
          detail: null,
        }),
      ],
    });
    server.use(...api.handlers);
    await renderRoute('/activity', { session, language: 'de' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aktivität' }, { timeout: 15_000 }),
    ).toBeVisible();
    const opened = (await screen.findByText('Kontaktanfrage gelesen')).closest('tr')!;
    expect(within(opened).getByText('amartin')).toBeVisible();
    expect(within(opened).getByText('Kontaktanfrage')).toBeVisible();
    expect(within(opened).getByText('7')).toBeVisible();
    expect(within(opened).getByText('203.0.113.7')).toBeVisible();
    expect(within(opened).getByText(/^2\. März 2026/)).toBeVisible();
    const failed = screen.getByText('Fehlgeschlagene Anmeldung').closest('tr')!;
    expect(within(failed).getByText('intrus')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Erstellen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importieren' })).toBeNull();
  });

  it('filters by the person who acted, through the search of the trail', async () => {
    const api = contactRequestApi([], { events: [auditEventRecord(12)] });
    server.use(...api.handlers);
    const filters = JSON.stringify([{ field: 'user.username', operator: 'ilike', value: 'amar' }]);
    await renderRoute(`/activity?filters=${encodeURIComponent(filters)}`, {
      session,
      language: 'en',
    });
    await screen.findByText('Contact request read', undefined, { timeout: 15_000 });
    expect(api.calls.auditSearches[0]?.search?.AND).toEqual([
      { field: 'user.username', operator: 'ilike', value: 'amar' },
    ]);
  });

  it("is in an organization admin's side navigation, and lists what the API answers them", async () => {
    const api = contactRequestApi([], { events: [auditEventRecord(12)] });
    server.use(...api.handlers);
    const { user } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'en',
    });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 15_000 },
    );
    await user.click(within(nav).getByRole('link', { name: 'Activity' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Contact request read')).toBeVisible();
    expect(api.calls.auditSearches).toHaveLength(1);
  });

  it('is not offered to staff, whom the API refuses the trail', async () => {
    await renderRoute('/', { session: { token: 'token-2', user: staffUser }, language: 'en' });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Main navigation' },
      { timeout: 15_000 },
    );
    expect(within(nav).queryByRole('link', { name: 'Activity' })).toBeNull();
  });
});
