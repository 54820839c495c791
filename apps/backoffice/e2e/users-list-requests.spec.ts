import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seedUsers } from './seed-users';
import { signInThroughApi } from './signed-in';
import { tokenOf } from './staff-api';

test.use({ locale: 'en-US' });

/** The list's reads of the API (`POST /user/search`) made while `act` runs and its screen settles. */
async function searchesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const onRequest = (request: { url: () => string; method: () => string }) => {
    // The page and its size travel in the query string: only the path names the call.
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/user/search') {
      seen.push(request.url());
    }
  };
  page.on('request', onRequest);
  await act();
  // Settled: no read in flight, and none starts in the next half second.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return seen;
}

const row = (page: Page, id: number) => page.getByRole('checkbox', { name: `Select record ${id}` });

// The repaint times of these actions are measured by `pnpm --filter @cabinet/backoffice bench`
// (bench/users-repaint.bench.ts); here, what each action asks of the server.
test('with 50 rows on screen, a page change and a search each read the list once, a selection never', async ({
  page,
}) => {
  // Seeding 100 users through the API takes 5–12 s on this machine, and the list is opened three
  // times: the default 30 s leaves no margin when the host is busy.
  test.setTimeout(60_000);
  const word = `reads${randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const token = await tokenOf(page.request);
  // Older "beta" users, then newer "alpha" ones: the list (newest first, 50 a page) shows the
  // alphas on page 1 and the betas on page 2, or alone once searched for.
  const betas = await seedUsers(page.request, token, `${word}beta`);
  const alphas = await seedUsers(page.request, token, `${word}alpha`);
  await signInThroughApi(page);

  const openFirstPage = async () => {
    await page.goto(`/users?q=${word}&size=50`);
    await expect(page.getByText('50 of 100 records')).toBeVisible({ timeout: 20_000 });
    await expect(row(page, alphas.at(-1)!)).toBeVisible();
  };

  await openFirstPage();
  const pageChange = await searchesDuring(page, async () => {
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(row(page, betas.at(-1)!)).toBeVisible();
  });
  expect(pageChange).toHaveLength(1);

  await openFirstPage();
  const search = await searchesDuring(page, async () => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(`${word}beta`);
    await expect(page.getByText('50 of 50 records')).toBeVisible();
  });
  expect(search).toHaveLength(1);

  await openFirstPage();
  const selection = await searchesDuring(page, async () => {
    await row(page, alphas[10]!).check();
    await expect(page.getByRole('region', { name: 'Selected rows' })).toBeVisible();
  });
  expect(selection).toEqual([]);
});
