import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { holdScriptsAfterEntry } from './held-scripts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, api } from './staff-api';

// A French-speaking visitor: the site detects the browser's language.
test.use({ locale: 'fr-CH' });

async function search<T>(
  request: APIRequestContext,
  model: string,
  headers: Record<string, string>,
) {
  const response = await request.post(`${api}/${model}/search`, { data: {}, headers });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

/** Fills the form; focusing it starts the real proof-of-work challenge, solved in the browser. */
async function fillContactForm(page: Page, surname: string) {
  const form = page.locator('main form');
  await form.getByLabel('Prénom').fill('Léa');
  await form.getByLabel('Nom', { exact: true }).fill(surname);
  await form.getByLabel('E-mail').fill('lea.e2e@example.ch');
  await form.getByLabel('Message').fill('Je souhaite un premier entretien, plutôt le mardi.');
  await form.getByRole('radio', { name: 'Oui' }).check();
  await form.getByRole('checkbox', { name: /J’accepte/ }).check();
  await expect(form.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  return form;
}

test('a contact request is sent after the challenge, stored, and staff are notified', async ({
  page,
  request,
}) => {
  const surname = `Favre-${Date.now()}`;
  await page.goto('/contact');
  const form = await fillContactForm(page, surname);
  const send = form.getByRole('button', { name: 'Envoyer' });

  await send.click();

  const modal = page.getByRole('dialog', { name: 'Message envoyé' });
  await expect(modal).toContainText(
    'Merci pour votre message. Nous vous répondons en principe dans les deux jours ouvrables.',
  );
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('');

  const headers = await adminHeaders(request);
  const requests = await search<{ id: number; surname: string; has_prescription: boolean }>(
    request,
    'contact_request',
    headers,
  );
  const stored = requests.find((item) => item.surname === surname);
  expect(stored).toMatchObject({ has_prescription: true });
  const notifications = await search<{ link: string | null }>(request, 'notification', headers);
  expect(notifications.map(({ link }) => link)).toContain(`/contact-requests/${stored?.id}`);
});

/** The request the API stored for `surname`, read back as staff read it. */
async function storedRequest(request: APIRequestContext, surname: string) {
  const headers = await adminHeaders(request);
  const requests = await search<{ id: number; surname: string }>(
    request,
    'contact_request',
    headers,
  );
  const found = requests.find((item) => item.surname === surname);
  expect(found).toBeDefined();
  const response = await request.get(`${api}/contact_request/${found?.id}`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test('the optional details chosen are sent and stored with the request', async ({
  page,
  request,
}) => {
  const surname = `Details-${Date.now()}`;
  await page.goto('/contact');
  const details = page.getByRole('group', { name: 'Pour mieux vous répondre (facultatif)' });
  await details.getByLabel(/Quelle prestation/).selectOption({ label: 'Thérapie de groupe' });
  await details.getByRole('radio', { name: 'Allemand' }).check();
  await details.getByRole('checkbox', { name: 'Le matin' }).check();
  await details.getByRole('checkbox', { name: 'L’après-midi' }).check();
  await details.getByRole('checkbox', { name: 'Vendredi' }).check();
  const form = await fillContactForm(page, surname);

  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page.getByRole('dialog', { name: 'Message envoyé' })).toBeVisible();
  expect(await storedRequest(request, surname)).toMatchObject({
    service: 'group-psychotherapy',
    therapy_language: 'de',
    free_periods: ['morning', 'afternoon'],
    free_days: ['fri'],
  });
});

test('a request without the optional details is stored without them', async ({ page, request }) => {
  const surname = `Sans-details-${Date.now()}`;
  await page.goto('/contact');
  const form = await fillContactForm(page, surname);

  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page.getByRole('dialog', { name: 'Message envoyé' })).toBeVisible();
  const stored = await storedRequest(request, surname);
  expect(stored.service ?? null).toBeNull();
  expect(stored.therapy_language ?? null).toBeNull();
  expect(stored.free_periods ?? []).toEqual([]);
  expect(stored.free_days ?? []).toEqual([]);
});

test('an unreachable API shows the error modal and gives the button back', async ({ page }) => {
  await page.route(`${apiOrigin}/api/submit`, (route) => route.abort('connectionrefused'));
  await page.goto('/contact');
  const form = await fillContactForm(page, 'Erreur');
  const send = form.getByRole('button', { name: 'Envoyer' });

  await send.click();

  const modal = page.getByRole('dialog', { name: 'Message non envoyé' });
  await expect(modal).toContainText(
    'Votre message n’a pas pu être envoyé. Veuillez réessayer dans un instant ou nous appeler.',
  );
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(send).toBeEnabled();
  await expect(form.getByLabel('Nom', { exact: true })).toHaveValue('Erreur');
});

test('the practice email appears only after the challenge is solved', async ({ page }) => {
  await page.goto('/contact');
  const info = page.getByRole('region', { name: 'E-mail' });
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  expect(await page.content()).not.toContain('contact@cabinet-lac-parole.example');

  await info.getByRole('button', { name: 'Afficher l’adresse e-mail' }).click();

  await expect(
    info.getByRole('link', { name: 'contact@cabinet-lac-parole.example' }),
  ).toHaveAttribute('href', 'mailto:contact@cabinet-lac-parole.example', { timeout: 30_000 });
  // Revealed once, it is revealed everywhere for the rest of the visit: the footer as the visitor
  // scrolls to it, and the next page.
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(
    footer.getByRole('link', { name: 'contact@cabinet-lac-parole.example' }),
  ).toHaveAttribute('href', 'mailto:contact@cabinet-lac-parole.example');
  await page.goto('/team');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'contact@cabinet-lac-parole.example' }),
  ).toBeVisible();
});

test('what the visitor typed before the form’s code arrived is kept and sent', async ({
  page,
  request,
}) => {
  const { release, heldCount } = await holdScriptsAfterEntry(page, request, '/contact');
  await page.goto('/contact');
  await expect.poll(heldCount).toBeGreaterThan(0);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer' }) });
  const surname = `Tôt-${Date.now()}`;
  await form.getByLabel('Nom', { exact: true }).fill(surname);
  await form.getByLabel('E-mail').fill('tot@example.ch');
  await form.getByLabel('Message').fill('Écrit avant que la page ne soit prête.');
  await form.getByLabel(/Quelle prestation/).selectOption({ label: 'Supervision' });
  await form.getByRole('radio', { name: 'Anglais' }).check();
  await form.getByRole('checkbox', { name: 'En soirée' }).check();
  await form.getByRole('checkbox', { name: 'Mercredi' }).check();
  await form.getByRole('checkbox', { name: /J’accepte/ }).check();

  release();
  await expect(page.locator('[data-island="contact-request"]')).toHaveAttribute('data-started', '');
  await expect(form.getByLabel('E-mail')).toHaveValue('tot@example.ch');
  await expect(form.getByLabel(/Quelle prestation/)).toHaveValue('supervision');
  await expect(form.getByRole('checkbox', { name: 'Mercredi' })).toBeChecked();
  await form.getByRole('button', { name: 'Envoyer' }).click();

  await expect(page.getByRole('dialog', { name: 'Message envoyé' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await storedRequest(request, surname)).toMatchObject({
    service: 'supervision',
    therapy_language: 'en',
    free_periods: ['evening'],
    free_days: ['wed'],
  });
});
