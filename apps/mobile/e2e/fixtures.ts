import { test as base, expect } from '@playwright/test';
import { serveApp } from './app-server';
import { installNativeBridge, NATIVE_PLUGINS } from './native-bridge';
import { androidWebDir } from './paths';

interface AppFixtures {
  /** Requests the app made to other origins than its own (the API), by URL. */
  outsideRequests: string[];
  /** Errors the page threw or logged, other than failed requests to the unreachable API. */
  pageErrors: string[];
}

interface AppOptions {
  /** Whether the page runs with the (simulated) Android bridge, or as a plain browser. */
  native: boolean;
}

/**
 * Each test opens the Android project's copy of the app from a static server, the API unreachable
 * (its requests fail as on a phone without a connection to it): the app must read without it.
 */
export const test = base.extend<AppFixtures & AppOptions, { appOrigin: string }>({
  native: [false, { option: true }],
  appOrigin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const server = await serveApp(androidWebDir);
      await use(server.origin);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ appOrigin }, use) => use(appOrigin),
  outsideRequests: [
    async ({ page, appOrigin }, use) => {
      const requests: string[] = [];
      await page.route(
        (url) => url.origin !== appOrigin,
        (route) => {
          requests.push(route.request().url());
          return route.abort('connectionrefused');
        },
      );
      await use(requests);
    },
    { auto: true },
  ],
  // No test may end with an error thrown or logged by the page.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, native }, use) => {
    if (native) await page.addInitScript(installNativeBridge, NATIVE_PLUGINS);
    await use(page);
  },
});

export { expect };
