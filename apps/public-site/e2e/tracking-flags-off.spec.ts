import { expect, test } from '@playwright/test';
import { leaveTabAndComeBack, recordApiTraffic } from './tab-visibility';

// The normal build: visitor tracking (VITE_ENABLE_XRAY) and anonymous users (VITE_ENABLE_ANON_USERS)
// off. The flag-on build is tested in e2e-flags-on/.
test('with tracking and anonymous users off, a visit opens no tracking session, user or socket', async ({
  page,
}) => {
  const traffic = recordApiTraffic(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('a[href="/services"]').first().click();
  await expect(page).toHaveURL(/\/services$/);
  await leaveTabAndComeBack(page);
  await page.waitForLoadState('networkidle');

  const flagged = traffic.calls.filter((call) => /\/api\/v1\/(xray|xray_event|init)$/.test(call));
  expect(flagged).toEqual([]);
  expect(traffic.sockets).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('anonymousId'))).toBeNull();
});
