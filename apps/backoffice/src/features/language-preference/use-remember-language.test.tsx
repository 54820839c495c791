import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { languagePreferenceApi } from '../../testing/preference-handlers';
import { renderRoute } from '../../testing/render-route';
import { server } from '../../testing/server';
import { adminUser } from '../../testing/session';

beforeEach(() => sessionStorage.clear());

describe('the signed-in user’s language, kept on the server', () => {
  it('is sent once per browser session, and again when the user changes language', async () => {
    const api = languagePreferenceApi();
    server.use(...api.handlers);
    const { i18n, unmount } = await renderRoute('/', {
      session: { token: 'token-1', user: adminUser },
      language: 'de',
    });
    await expect.poll(() => api.saved).toEqual(['de']);
    await act(() => i18n.changeLanguage('en'));
    await expect.poll(() => api.saved).toEqual(['de', 'en']);

    unmount();
    await renderRoute('/', { session: { token: 'token-1', user: adminUser }, language: 'en' });
    // A round trip to the mocked API after the screen mounted: a new save would have come first.
    await screen.findByText('API status: ok');
    expect(api.saved).toEqual(['de', 'en']);
  });

  it('is not sent for a visitor who is not signed in', async () => {
    const api = languagePreferenceApi();
    server.use(...api.handlers);
    await renderRoute('/', { language: 'fr' });
    await screen.findByRole('heading', { level: 1 });
    expect(api.saved).toEqual([]);
  });
});
