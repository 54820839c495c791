import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectIslandStarted } from './held-scripts';
import { adminHeaders, api } from './staff-api';

/**
 * The practice's identity as staff set it in the back-office (name, phone) is in the HTML the
 * site's server sends: in the header, the footer and the structured data search engines read,
 * and the browser asks the API for none of it.
 */

interface Identity {
  name: string;
  phone: string | null;
}

const EDITED = { name: 'Cabinet des Rives', phone: '+41 32 111 22 33' } as const;

async function readIdentity(request: APIRequestContext): Promise<Identity> {
  const response = await request.get(`${api}/organization/1`);
  expect(response.status()).toBe(200);
  const { name, phone } = (await response.json()) as Identity;
  return { name, phone };
}

/** Changes the practice's identity through the API, as the back-office's settings screen does. */
async function setIdentity(request: APIRequestContext, identity: Identity) {
  const response = await request.put(`${api}/organization/1`, {
    data: identity,
    headers: await adminHeaders(request),
  });
  expect(response.status()).toBe(200);
}

test.describe('the practice’s identity edited by staff', () => {
  test.use({ locale: 'fr-CH' });
  let seeded: Identity;
  test.beforeEach(async ({ request }) => {
    seeded = await readIdentity(request);
  });
  test.afterEach(async ({ request }) => setIdentity(request, seeded));

  test('is in the first HTML of the pages served next, and the browser does not ask for it', async ({
    page,
    request,
  }) => {
    await setIdentity(request, EDITED);

    // The server reads the identity again at most once a second.
    const served = () => request.get('/').then((response) => response.text());
    await expect.poll(served, { timeout: 5000 }).toContain(EDITED.name);
    const html = await served();
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toContain(`>${EDITED.name}</a>`);
    const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain(EDITED.phone);
    const structured = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(structured ?? '{}')).toMatchObject({
      name: EDITED.name,
      telephone: EDITED.phone,
    });
    // The name staff replaced is gone from the header (as HTML writes it: `&` as `&amp;`).
    expect(header).not.toContain(`>${seeded.name.replaceAll('&', '&amp;')}</a>`);

    const identityRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/organization/')) identityRequests.push(sent.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expectIslandStarted(page, 'carousel');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('banner').getByText(EDITED.name)).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: EDITED.phone }),
    ).toBeVisible();
    expect(identityRequests).toEqual([]);
    expect(errors).toEqual([]);
  });
});
