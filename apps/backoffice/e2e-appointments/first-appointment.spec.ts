import { randomUUID } from 'node:crypto';
import { seriousAxeViolations } from '@cabinet/e2e/axe';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { startMailCatcher, type CaughtMail } from '@cabinet/e2e/mail-catcher';
import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, test as base, type APIRequestContext } from '@playwright/test';
import { api, bearer, signInWithForm, tokenOf } from '../e2e/staff-api';

/** The organization sends its mail through the catcher. */
async function mailThrough(request: APIRequestContext, token: string, port: number) {
  const update = await request.put(`${api}/organization/1`, {
    headers: bearer(token),
    data: {
      mail_server: '127.0.0.1',
      mail_port: port,
      mail_from: 'cabinet@example.ch',
      mail_from_name: 'Cabinet',
      mail_ssl_tls: false,
      mail_starttls: false,
      mail_validate_certs: false,
    },
  });
  expect(update.ok(), await update.text()).toBe(true);
}

/**
 * Each test's own SMTP catcher with the organization's mail sent through it, and an
 * administrator's token; the catcher closes after the test, whatever its outcome.
 */
const test = base.extend<{
  mail: { catcher: Awaited<ReturnType<typeof startMailCatcher>>; adminToken: string };
}>({
  mail: async ({ request }, provide) => {
    const catcher = await startMailCatcher();
    try {
      const adminToken = await tokenOf(request);
      await mailThrough(request, adminToken, catcher.port);
      await provide({ catcher, adminToken });
    } finally {
      await catcher.close();
    }
  },
});

test.use({ locale: 'en-US' });

/** A practitioner free every day from 07:00 to 21:00 in appointments of 50 minutes. */
async function addPractitioner(request: APIRequestContext, token: string, name: string) {
  const created = await request.post(`${api}/practitioner`, {
    headers: bearer(token),
    data: { display_name: name },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    start_time: '07:00',
    end_time: '21:00',
    slot_minutes: 50,
  }));
  const saved = await request.put(`${api}/practitioner/${id}/availability`, {
    headers: bearer(token),
    data: { weekly: week, exceptions: [] },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return id;
}

let visitors = 0;
/** Sends a contact request exactly as the public site's form does, from an address of its own. */
async function submitAsVisitor(request: APIRequestContext, email: string, therapyLanguage: string) {
  const challenge = (await (
    await request.get(`${api}/altcha/challenge`)
  ).json()) as HumanCheckChallenge;
  const sent = await request.post(`${apiOrigin}/api/submit`, {
    headers: { 'X-Forwarded-For': `198.51.100.${200 + (visitors += 1)}` },
    data: {
      name: 'Nora',
      surname: 'Baume',
      email,
      message: 'Je cherche un premier rendez-vous.',
      therapyLanguage,
      consent: true,
      altcha: await solveHumanCheck(challenge),
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const found = await request.post(`${api}/contact_request/search`, {
    headers: bearer(await tokenOf(request)),
    data: { search: { AND: [{ field: 'email', operator: '=', value: email }] } },
  });
  return ((await found.json()) as { data: { id: number }[] }).data[0]!.id;
}

/** A practitioner's free times on the practice's date of `instant`, as the API lists them. */
async function freeTimesOn(
  request: APIRequestContext,
  adminToken: string,
  practitionerId: number,
  instant: Date,
): Promise<string[]> {
  const day = instant.toLocaleDateString('sv-SE', { timeZone: 'Europe/Zurich' });
  const free = await request.get(
    `${api}/practitioner/${practitionerId}/free-times?from=${day}&to=${day}`,
    { headers: bearer(adminToken) },
  );
  const times = ((await free.json()) as { items: { starts_at: string }[] }).items;
  return times.map((time) => time.starts_at);
}

/**
 * A visitor's request in `language`, assigned to a new practitioner free every day, and that
 * practitioner's free times `daysAhead` days from now (the practice's date).
 */
async function assignedRequest(
  request: APIRequestContext,
  adminToken: string,
  { who, language, daysAhead }: { who: string; language: string; daysAhead: number },
) {
  const practitionerId = await addPractitioner(
    request,
    adminToken,
    `${who} ${randomUUID().slice(0, 6)}`,
  );
  const email = `${who.toLowerCase()}.${randomUUID().slice(0, 8)}@example.ch`;
  const requestId = await submitAsVisitor(request, email, language);
  await request.put(`${api}/contact_request/${requestId}`, {
    headers: bearer(adminToken),
    data: { practitioner_id: practitionerId },
  });
  const times = await freeTimesOn(
    request,
    adminToken,
    practitionerId,
    new Date(Date.now() + daysAhead * 86_400_000),
  );
  return { email, requestId, practitionerId, times };
}

/** The one mail to an address whose subject matches, once it has arrived. */
async function mailTo(mails: CaughtMail[], to: string, subject: RegExp): Promise<CaughtMail> {
  const find = () => mails.find((mail) => mail.to.includes(to) && subject.test(mail.text));
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

const linkIn = (mail: CaughtMail, page: string) =>
  new RegExp(`http://localhost:5173/${page}\\?lng=\\w\\w#token=[\\w-]+`).exec(
    mail.text.replace(/=\r?\n/g, ''),
  )?.[0];

test('from a request to a booked first appointment, in the feed and the confirmation, then cancelled and free again', async ({
  page,
  context,
  mail,
}) => {
  test.setTimeout(180_000);
  const { catcher, adminToken } = mail;
  const name = `Claire ${randomUUID().slice(0, 6)}`;
  const practitionerId = await addPractitioner(page.request, adminToken, name);
  const email = `nora.${randomUUID().slice(0, 8)}@example.ch`;
  const requestId = await submitAsVisitor(page.request, email, 'en');

  // Staff assign the request and offer three times from its page.
  await page.goto(`/login?redirect=%2Fcontact-requests%2F${requestId}`);
  await signInWithForm(page);
  await page.getByRole('combobox', { name: 'Assigned to' }).click();
  await page.getByRole('option', { name }).click();
  await expect(page.getByText('Assignment saved.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'First appointment' });
  // Two weeks on, so the visitor may still cancel online (24 working hours before).
  await panel.getByRole('button', { name: 'Next week' }).click();
  await panel.getByRole('button', { name: 'Next week' }).click();
  const times = panel.getByRole('button', { pressed: false }).filter({ hasText: /^\d\d:\d\d$/ });
  await times.nth(2).click();
  await times.nth(1).click();
  await times.nth(0).click();
  await expect(panel.getByText('3 of 3 times picked')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Send 3 times' }).click();
  await expect(page.getByText('Times sent to the person.')).toBeVisible();
  await expect(panel.getByText(/Times offered, open until/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Times offered');
  // The offer is the practice's first-appointment template, in the request's mail history.
  const history = page.getByRole('region', { name: 'Mails sent' });
  await expect(history.getByText('Your request: a first appointment')).toBeVisible();
  await expect(history.getByText(/^Offer of a first appointment \(English\) · /)).toBeVisible();

  // The visitor opens the mailed link: its token is in the fragment, which the page posts.
  const offer = await mailTo(catcher.mails, email, /Subject: Your request: a first appointment/);
  const link = linkIn(offer, 'appointment');
  expect(link, offer.text).toContain('?lng=en#token=');
  const visitor = await context.newPage();
  await visitor.goto(link!);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Your first appointment' }),
  ).toBeVisible();
  await expect(visitor.getByText(`${name} can offer you these times`)).toBeVisible();
  expect(new URL(visitor.url()).hash).toBe('');
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  const radios = visitor.getByRole('radio');
  await expect(radios).toHaveCount(3);
  const chosen = (await radios.nth(1).getAttribute('value'))!;
  await radios.nth(1).check();
  await visitor.getByRole('button', { name: 'Book this time' }).click();
  await expect(visitor.getByText(/Your appointment is booked: .*, with /)).toBeVisible();

  // Booked in the back-office.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'First appointment' }).getByText(/^Booked: .* with /),
  ).toBeVisible();

  // In the practitioner's calendar feed, by initials only.
  const feed = await page.request.post(`${api}/practitioner/${practitionerId}/calendar-feed`, {
    headers: bearer(adminToken),
  });
  const { token: feedToken } = (await feed.json()) as { token: string };
  const calendar = await page.request.get(`${api}/calendar/${feedToken}.ics`);
  const ics = await calendar.text();
  expect(ics).toContain('SUMMARY:First appointment N. B.');
  expect(ics).toContain(`DTSTART:${chosen.replace(/[-:]/g, '').replace('.000', '')}`);
  expect(ics).not.toContain('Nora');

  // The confirmation: in English, with a calendar file and the cancel link.
  const confirmation = await mailTo(catcher.mails, email, /Subject: Your first appointment/);
  expect(confirmation.raw).toContain('text/calendar');
  expect(confirmation.text).toContain('How to get there');
  const cancelLink = linkIn(confirmation, 'appointment/cancel');
  expect(cancelLink, confirmation.text).toBeDefined();

  // The visitor cancels; the time is free again.
  await visitor.goto(cancelLink!);
  await expect(visitor.getByText(/You can cancel it here until/)).toBeVisible();
  expect(await seriousAxeViolations(visitor)).toEqual([]);
  await visitor.getByRole('button', { name: 'Cancel this appointment' }).click();
  await expect(visitor.getByText(/is cancelled\. The practice has been told/)).toBeVisible();
  expect(await freeTimesOn(page.request, adminToken, practitionerId, new Date(chosen))).toContain(
    chosen,
  );
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('In progress');
});

test('a replaced or forged link explains itself in each language', async ({ page, mail }) => {
  test.setTimeout(120_000);
  const { catcher, adminToken } = mail;
  const { email, requestId, times } = await assignedRequest(page.request, adminToken, {
    who: 'Leo',
    language: 'de',
    daysAhead: 1,
  });
  for (const time of times.slice(0, 2)) {
    const sent = await page.request.post(`${api}/contact_request/${requestId}/appointment-offer`, {
      headers: bearer(adminToken),
      data: { times: [time] },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  await expect.poll(() => catcher.mails.filter((mail) => mail.to.includes(email)).length).toBe(2);
  const replaced = linkIn(
    catcher.mails.find((mail) => mail.to.includes(email))!,
    'appointment',
  );
  expect(replaced).toContain('?lng=de#');

  // The first link was replaced by the second: it says so, in German, as an expired one would.
  await page.goto(replaced!);
  await expect(page.getByText(/Dieser Link funktioniert nicht mehr/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const [language, text] of [
    ['fr', 'Ce lien n’est pas valable.'],
    ['en', 'This link is not valid.'],
    ['de', 'Dieser Link ist ungültig.'],
  ] as const) {
    await page.goto(
      `http://localhost:5173/appointment?lng=${language}#token=forged-token-of-enough-length`,
    );
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test('one link answered in two tabs at once books a single time, which both tabs then show', async ({
  page,
  context,
  mail,
}) => {
  test.setTimeout(120_000);
  const { catcher, adminToken } = mail;
  const { email, requestId, times } = await assignedRequest(page.request, adminToken, {
    who: 'Ines',
    language: 'fr',
    daysAhead: 7,
  });
  const sent = await page.request.post(`${api}/contact_request/${requestId}/appointment-offer`, {
    headers: bearer(adminToken),
    data: { times: times.slice(0, 2) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offer = await mailTo(catcher.mails, email, /Subject: /);
  const link = linkIn(offer, 'appointment');
  expect(link).toContain('?lng=fr#');

  // The same link in two tabs, a different time picked in each, both sent at once.
  const tabs = [await context.newPage(), await context.newPage()];
  for (const [index, tab] of tabs.entries()) {
    await tab.goto(link!);
    await tab.getByRole('radio').nth(index).check();
  }
  await Promise.all(
    tabs.map((tab) => tab.getByRole('button', { name: 'Réserver ce créneau' }).click()),
  );
  const said = await Promise.all(
    tabs.map(async (tab) => {
      const booked = tab.getByText(/^Votre rendez-vous est réservé/);
      await expect(booked).toBeVisible();
      return booked.textContent();
    }),
  );
  // One time booked, and both tabs name the same one.
  expect(said[0]).toBe(said[1]);
  const { appointments } = (await (
    await page.request.get(`${api}/contact_request/${requestId}/appointments`, {
      headers: bearer(adminToken),
    })
  ).json()) as { appointments: { starts_at: string; status: string }[] };
  expect(appointments).toHaveLength(1);
  expect(appointments[0]!.status).toBe('booked');
});

test('staff cancel a booked appointment the visitor can no longer cancel online: the visitor is told in German, and the time is free again', async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  const { catcher, adminToken } = mail;
  // Tomorrow: within the 24 working hours, when the visitor can only phone.
  const { email, requestId, practitionerId, times } = await assignedRequest(
    page.request,
    adminToken,
    {
      who: 'Jonas',
      language: 'de',
      daysAhead: 1,
    },
  );
  const time = times[0]!;
  const sent = await page.request.post(`${api}/contact_request/${requestId}/appointment-offer`, {
    headers: bearer(adminToken),
    data: { times: [time] },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offer = await mailTo(catcher.mails, email, /Subject: /);
  const token = /#token=([\w-]+)/.exec(linkIn(offer, 'appointment')!)![1];
  const picked = await page.request.post(`${api}/appointment-offer/pick`, {
    data: { token, starts_at: time },
  });
  expect(picked.status(), await picked.text()).toBe(200);
  // Its subject is MIME-encoded (an umlaut): the body's ASCII words find it.
  const confirmation = await mailTo(catcher.mails, email, /Termin liegt als Kalenderdatei bei/);

  await page.goto(`/login?redirect=%2Fcontact-requests%2F${requestId}`);
  await signInWithForm(page);
  const panel = page.getByRole('region', { name: 'First appointment' });
  await expect(panel.getByText(/^Booked: .* with Jonas/)).toBeVisible();
  await panel.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel the appointment of .*\?$/ });
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(
    page.getByText('Appointment cancelled; the person has been told by email.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText(/^Appointment cancelled: /)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('In progress');
  // Times can be offered again at once.
  await expect(panel.getByRole('button', { name: 'Send 0 times' })).toBeVisible();

  // The visitor's mail, in German, with the event to drop from the calendar.
  const cancelled = await mailTo(catcher.mails, email, /Kalenderdatei entfernt/);
  expect(cancelled.text).toMatch(/ bei Jonas \w+ ist abgesagt\./);
  expect(cancelled.raw).toContain('text/calendar');
  // The confirmation's cancel link now says it was cancelled.
  await page.goto(linkIn(confirmation, 'appointment/cancel')!);
  await expect(page.getByText(/^Der Termin vom .* wurde abgesagt\./)).toBeVisible();

  expect(await freeTimesOn(page.request, adminToken, practitionerId, new Date(time))).toContain(
    time,
  );
});
