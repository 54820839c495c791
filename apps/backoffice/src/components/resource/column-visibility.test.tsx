import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { columnPreferenceApi } from '../../testing/preference-handlers';
import { renderRoute } from '../../testing/render-route';
import { userApi, userRecord } from '../../testing/resource-handlers';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

const session = { token: 'token-1', user: adminUser };

const headers = () =>
  within(screen.getAllByRole('rowgroup')[0]!)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('column visibility, remembered per user by the API', () => {
  it("shows the columns the user's saved choice shows, over the defaults", async () => {
    const preferences = columnPreferenceApi({ user: { email: false, city: true } });
    server.use(
      ...userApi([userRecord(1, { city: 'Neuchâtel' })]).handlers,
      ...preferences.handlers,
    );
    await renderRoute('/users', { session, language: 'en' });

    expect(await screen.findByText('Neuchâtel', {}, { timeout: 15_000 })).toBeVisible();
    expect(headers()).toContain('City');
    expect(headers()).not.toContain('Email');
    expect(headers()).toContain('Username');
  });

  it('saves a change for the user and shows it at once', async () => {
    const preferences = columnPreferenceApi();
    server.use(...userApi([userRecord(1)]).handlers, ...preferences.handlers);
    const { user } = await renderRoute('/users', { session, language: 'en' });
    await screen.findByText('user1@example.ch', {}, { timeout: 15_000 });
    expect(headers()).toContain('Email');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Email' }));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(preferences.saved).toHaveLength(1));
    expect(preferences.saved[0]).toMatchObject({ model: 'user', columns: { email: false } });
    await waitFor(() => expect(headers()).not.toContain('Email'));
  });
});
