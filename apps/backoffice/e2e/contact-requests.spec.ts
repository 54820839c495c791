import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInThroughApi } from './signed-in';
import { api, bearer, signInWithForm, signOutFromMenu, tokenOf } from './staff-api';

test.use({ locale: 'en-US' });

/**
 * Each request comes from a visitor of its own, as in life: a documentation address (TEST-NET-2)
 * the API reads behind its trusted proxy, so the per-address sending limit counts each apart.
 */
let visitors = 0;
const nextVisitorAddress = () => `198.51.100.${(visitors += 1)}`;

/** Sends a contact request exactly as the public site's form does; answers its id. */
async function submitAsVisitor(
  request: APIRequestContext,
  fields: { email: string; message: string },
): Promise<number> {
  const challenge = (await (
    await request.get(`${api}/altcha/challenge`)
  ).json()) as HumanCheckChallenge;
  const sent = await request.post(`${apiOrigin}/api/submit`, {
    headers: { 'X-Forwarded-For': nextVisitorAddress() },
    data: {
      name: 'Nora',
      surname: 'Baume',
      phone: '',
      hasPrescription: true,
      consent: true,
      altcha: await solveHumanCheck(challenge),
      ...fields,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const token = await tokenOf(request);
  const found = await request.post(`${api}/contact_request/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'email', operator: '=', value: fields.email }] } },
  });
  const { data } = (await found.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  return data[0]!.id;
}

test('a visitor’s request: listed masked, opened and audited, followed up, exported and erased', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `nora.${randomUUID().slice(0, 8)}@example.ch`;
  const message = `Je ne dors plus depuis la séparation (${randomUUID().slice(0, 6)}).`;
  const id = await submitAsVisitor(page.request, { email, message });

  await page.goto('/login?redirect=%2Fcontact-requests');
  await signInWithForm(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('••••••••');
  await expect(row).toContainText('New');
  await expect(page.getByText(message)).toHaveCount(0);

  // Opening the request reads it through the API: the read is written to the audit trail.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/contact-requests/${id}$`));
  await expect(page.getByText(message)).toBeVisible();
  const reads = page.getByRole('region', { name: 'Opened by' });
  await expect(reads.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'In progress' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();

  // Its history: the Activity screen filtered to this request shows the opening, and the read the
  // status change's answer made (it carried the message too).
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  const opened = page.getByRole('row').filter({ hasText: 'Contact request read' });
  await expect(opened).toHaveCount(2);
  await expect(opened.first()).toContainText(String(id));
  await expect(page.getByRole('row').filter({ hasText: 'Updated' })).toHaveCount(1);
  await page.goBack();
  await expect(page.getByText(message)).toBeVisible();

  const token = await tokenOf(page.request);
  const stored = await page.request.post(`${api}/contact_request/search`, {
    headers: bearer(token),
    data: { search: { AND: [{ field: 'id', operator: '=', value: id }] } },
  });
  const listed = (await stored.json()) as { data: { status: string; message: string }[] };
  expect(listed.data[0]?.status).toBe('in_progress');
  // The server masks the message in every list answer: only the audited opening carries it.
  expect(listed.data[0]?.message).toBe('••••••••');
  expect(JSON.stringify(listed)).not.toContain('séparation');

  // The person's copy holds the request, word for word.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`contact-requests-${email}.json`);
  const copy = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    requests: { id: number; message: string; status: string }[];
  };
  expect(copy.requests).toEqual([expect.objectContaining({ id, message, status: 'in_progress' })]);

  // Erasure: asked first, then gone; the trail keeps who and how many, never the content.
  await page.getByRole('button', { name: 'Erase their requests' }).click();
  const dialog = page.getByRole('dialog', { name: "Erase this person's requests?" });
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('1 request erased.')).toBeVisible();
  await expect(page).toHaveURL(/\/contact-requests$/);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  const gone = await page.request.get(`${api}/contact_request/${id}`, { headers: bearer(token) });
  expect(gone.status()).toBe(404);

  const trail = await page.request.post(`${api}/audit_event/search`, {
    headers: bearer(token),
    data: {
      search: { AND: [{ field: 'event', operator: '=', value: 'contact_request.person_erased' }] },
    },
  });
  const [erased] = ((await trail.json()) as { data: Record<string, unknown>[] }).data;
  expect(erased).toMatchObject({ user_name: 'admin', detail: { count: 1 } });
  expect(JSON.stringify(erased)).not.toContain(email);
  expect(JSON.stringify(erased)).not.toContain('séparation');

  await page.goto('/activity');
  await expect(
    page.getByRole('row').filter({ hasText: "One person's requests erased" }).first(),
  ).toBeVisible();
});

/** A member who signs in with the practitioner role, and the practitioner record linked to them. */
async function addPractitioner(request: APIRequestContext, adminToken: string, name: string) {
  const username = `${name.toLowerCase().replace(/\W/g, '')}${randomUUID().slice(0, 6)}`;
  const member = { username, email: `${username}@example.ch`, password: 'Therapist-passw0rd!' };
  await request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  const signup = await request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);
  const memberToken = await tokenOf(request, member.username, member.password);
  const me = (await (
    await request.get(`${api}/user/util/me`, { headers: bearer(memberToken) })
  ).json()) as { id: number };
  const roles = (await (
    await request.post(`${api}/role/search`, {
      headers: bearer(adminToken),
      data: {
        search: { AND: [{ field: 'string_id', operator: '=', value: 'practitioner_role' }] },
      },
    })
  ).json()) as { data: { id: number }[] };
  const granted = await request.put(`${api}/user/${me.id}`, {
    headers: bearer(adminToken),
    data: { roles: [{ id: roles.data[0]!.id }] },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  const created = await request.post(`${api}/practitioner`, {
    headers: bearer(adminToken),
    data: { display_name: name, user_id: me.id },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return { ...member, practitionerId: ((await created.json()) as { id: number }).id };
}

test('a request assigned to a practitioner, noted, and followed by that practitioner alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const adminToken = await tokenOf(page.request);
  const therapist = await addPractitioner(page.request, adminToken, `Iris Essai`);
  const suffix = randomUUID().slice(0, 8);
  const theirs = await submitAsVisitor(page.request, {
    email: `theirs.${suffix}@example.ch`,
    message: 'Je cherche un premier rendez-vous en soirée.',
  });
  await submitAsVisitor(page.request, {
    email: `someone.${suffix}@example.ch`,
    message: 'Une autre demande.',
  });

  // The administrator sees how many requests are new, assigns one and leaves a note.
  await page.goto(`/login?redirect=%2Fcontact-requests%2F${theirs}`);
  await signInWithForm(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: /^Contact requests \d+ new$/ })).toBeVisible();
  await expect(page.getByText('Je cherche un premier rendez-vous en soirée.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name: 'Iris Essai' }).click();
  await expect(page.getByText('Assignment saved.')).toBeVisible();
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('Préfère le mardi soir.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Préfère le mardi soir.')).toBeVisible();

  // The inbox filtered by practitioner lists that request only.
  await page.goto('/contact-requests');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('button', { name: 'Add a filter' }).click();
  await page.getByRole('combobox', { name: 'Field of filter 1' }).click();
  await page.getByRole('option', { name: 'Assigned to' }).click();
  await page.getByRole('combobox', { name: 'Value of filter 1' }).click();
  await page.getByRole('option', { name: 'Iris Essai' }).click();
  await expect(page).toHaveURL(/filters=/);
  await expect(page.getByRole('row').filter({ hasText: `theirs.${suffix}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `someone.${suffix}` })).toHaveCount(0);

  // The practitioner signs in: their inbox holds the request assigned to them, nothing else.
  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/login/);
  await signInWithForm(page, therapist.username, therapist.password);
  await page.goto('/contact-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeVisible();
  await expect(page.getByText('1 of 1 records')).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: `theirs.${suffix}` })
    .click();
  await expect(page.getByRole('region', { name: 'Internal notes' })).toContainText(
    'Préfère le mardi soir.',
  );
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Declined' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  // Ended, the request now has the date it will be erased.
  await expect(page.getByText('Kept while it is open')).toHaveCount(0);
  const someone = await page.request.post(`${api}/contact_request/search`, {
    headers: bearer(await tokenOf(page.request, therapist.username, therapist.password)),
    data: {
      search: { AND: [{ field: 'email', operator: '=', value: `someone.${suffix}@example.ch` }] },
    },
  });
  expect(((await someone.json()) as { total: number }).total).toBe(0);
});

test('staff without an admin role: no inbox entry', async ({ page }) => {
  const adminToken = await tokenOf(page.request);
  // A request exists: the inbox is closed to this member, not merely empty.
  await submitAsVisitor(page.request, {
    email: `guarded.${randomUUID().slice(0, 8)}@example.ch`,
    message: 'Une demande que seul le cabinet lit.',
  });
  await page.request.put(`${api}/organization/1`, {
    headers: bearer(adminToken),
    data: { allow_public_signup: true },
  });
  const member = {
    email: `mia.${randomUUID().slice(0, 8)}@example.ch`,
    username: `mia${randomUUID().slice(0, 8)}`,
    password: 'Staff-passw0rd!',
  };
  const signup = await page.request.post(`${api}/signup`, { data: member });
  expect(signup.ok(), await signup.text()).toBe(true);

  await page.goto('/login');
  await signInWithForm(page, member.username, member.password);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeAttached();
  await expect(nav.getByText('Contact requests')).toHaveCount(0);
  await expect(nav.getByText('Activity')).toHaveCount(0);
  await page.goto('/contact-requests');
  await expect(page.getByText('You may not read contact_request records.')).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByText('You may not read audit_event records.')).toBeVisible();
});

for (const [lng, inbox, activity] of [
  ['fr', 'Demandes de contact', 'Activité'],
  ['en', 'Contact requests', 'Activity'],
  ['de', 'Kontaktanfragen', 'Aktivität'],
] as const) {
  test(`the inbox, a request and Activity have no serious accessibility problem in ${lng}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const id = await submitAsVisitor(page.request, {
      email: `axe.${randomUUID().slice(0, 8)}@example.ch`,
      message: 'Bonjour, je cherche un rendez-vous.',
    });
    // Signed in, with the language kept as the app keeps a visitor's choice.
    await signInThroughApi(page, undefined, undefined, lng);
    const screens = [
      ['/contact-requests', inbox, page.getByRole('row').nth(1)],
      [`/contact-requests/${id}`, `#${id} Nora Baume`, page.getByRole('listitem').first()],
      ['/activity', activity, page.getByRole('row').nth(1)],
    ] as const;
    for (const [path, title, loaded] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 15_000 });
      await expect(loaded).toBeVisible();
      expect(await seriousAxeViolations(page), `${path} in ${lng}`).toEqual([]);
    }
  });
}
