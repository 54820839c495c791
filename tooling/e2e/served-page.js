import { expect } from '@playwright/test';

/**
 * Opens `path` and checks what every built site must send: a window isolated from other origins
 * (COOP), no framing, no HSTS over the plain HTTP of the tests (it is sent only over HTTPS), and
 * scripts that neither point to a source map nor have one served beside them.
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').APIRequestContext} request
 * @param {string} [path]
 */
export async function expectIsolatedWithoutSourceMaps(page, request, path = '/') {
  const response = await page.goto(path);
  const headers = response?.headers() ?? {};
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeUndefined();
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((elements) =>
      elements.map((element) => /** @type {HTMLScriptElement} */ (element).src),
    );
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    expect(await (await request.get(src)).text()).not.toContain('sourceMappingURL');
    expect(await (await request.get(`${src}.map`)).text()).not.toContain('"mappings"');
  }
}
