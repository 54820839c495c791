// Screenshots of the changed screens (2FA settings with the current password; the contact request's
// read history), 1280 and 375 px wide, light and dark. Run against `pnpm exec playwright test`'s
// servers? No: against servers started by hand (API 8000, back-office 5174).
import { chromium } from '@playwright/test';

const base = 'http://localhost:5174';
const api = 'http://localhost:8000/api/v1';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell' });
const login = await (
  await fetch(`${api}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'admin', password: process.env.ADMIN_PASSWORD }),
  })
).json();
for (const width of [1280, 375]) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: scheme,
      locale: 'fr-CH',
    });
    const page = await context.newPage();
    await page.goto(`${base}/login?lng=fr`);
    await page.evaluate(
      ([token, refresh, user]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('userData', JSON.stringify(user));
        localStorage.setItem('i18nextLng', 'fr');
      },
      [login.access_token, login.refresh_token, login.user],
    );
    await page.goto(`${base}/profile/${login.user.id}/edit`);
    const form = page.getByRole('form', { name: 'Authentification à deux facteurs' });
    await form.getByRole('switch').check();
    await form.getByRole('img').waitFor();
    await form.getByRole('button', { name: 'Confirmer' }).click();
    await form.scrollIntoViewIfNeeded();
    await form.screenshot({ path: `/tmp/shot-2fa-${width}-${scheme}.png` });
    await page.goto(`${base}/contact-requests/${process.env.REQUEST_ID}`);
    const reads = page.getByRole('region', { name: 'Ouverte par' });
    await reads.getByRole('listitem').first().waitFor();
    await reads.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shot-reads-${width}-${scheme}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
