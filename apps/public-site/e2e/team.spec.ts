import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders, api } from './staff-api';

/**
 * The team page shows the practitioners staff publish in the back-office, in the first HTML the
 * site's server sends, in the visitor's language, and never one staff keep hidden.
 */

interface Created {
  id: number;
}

async function createPractitioner(request: APIRequestContext, data: object): Promise<Created> {
  const response = await request.post(`${api}/practitioner`, {
    data,
    headers: await adminHeaders(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Created;
}

test.describe('the team page', () => {
  const created: Created[] = [];
  test.afterEach(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const { id } of created.splice(0))
      expect((await request.delete(`${api}/practitioner/${id}`, { headers })).status()).toBe(200);
  });

  test('shows the published practitioners in order and language, and search engines read them', async ({
    page,
    request,
  }) => {
    const unique = Date.now();
    created.push(
      await createPractitioner(request, {
        display_name: `Lena Muster ${unique}`,
        titles_de: 'Fachpsychologin für Psychotherapie FSP',
        titles_fr: 'Psychologue spécialiste en psychothérapie FSP',
        bio_de: 'Begleitet Erwachsene auf Deutsch und Italienisch.',
        languages: ['de', 'it'],
        specialities: ['individual-psychotherapy'],
        registrations: ['fsp'],
        visible: true,
        position: 1,
      }),
      await createPractitioner(request, {
        display_name: `Noé Caché ${unique}`,
        visible: false,
      }),
    );

    // The server reads the team again at most once a second.
    await expect
      .poll(() => request.get('/team?lng=de').then((response) => response.text()), {
        timeout: 5000,
      })
      .toContain(`Lena Muster ${unique}`);

    await page.goto('/team?lng=de');
    const card = page.getByRole('article', { name: `Lena Muster ${unique}` });
    await expect(card.getByText('Fachpsychologin für Psychotherapie FSP')).toBeVisible();
    await expect(card.getByText('Deutsch, Italienisch')).toBeVisible();
    await expect(card.getByText(/Mitglied der FSP/)).toBeVisible();
    await expect(page.getByText(`Noé Caché ${unique}`)).toHaveCount(0);
    // Read by the server: the page starts no script to show the team.
    await expect(page.locator('[data-island="team-members"]')).toHaveCount(0);
    // Its cards, as a wide screen and a phone show them, pass axe.
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    const { employee } = JSON.parse(jsonLd ?? '{}') as {
      employee: { '@type': string; name: string; jobTitle?: string; knowsLanguage: string[] }[];
    };
    expect(employee).toContainEqual(
      expect.objectContaining({
        '@type': 'Person',
        name: `Lena Muster ${unique}`,
        jobTitle: 'Fachpsychologin für Psychotherapie FSP',
        knowsLanguage: ['de', 'it'],
      }),
    );
    expect(employee.map((person) => person.name)).not.toContain(`Noé Caché ${unique}`);

    // A service leads to its description.
    await card.getByRole('link', { name: 'Einzeltherapie' }).click();
    await expect(page).toHaveURL(/\/services#individual-psychotherapy$/);
  });
});
