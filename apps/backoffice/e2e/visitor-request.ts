import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { apiOrigin } from '@cabinet/e2e/playwright-config';
import { expect, type APIRequestContext } from '@playwright/test';
import { api, bearer, tokenOf } from './staff-api';

/**
 * Each request comes from a visitor of its own, as in life: a documentation address (TEST-NET-3)
 * the API reads behind its trusted proxy, so the per-address sending limit counts each apart.
 */
let visitors = 0;
const nextVisitorAddress = () => `203.0.113.${(visitors += 1)}`;

/** Sends a contact request exactly as the public site's form does; answers its id. */
export async function submitVisitorRequest(
  request: APIRequestContext,
  fields: { email: string; message: string; therapyLanguage?: 'fr' | 'en' | 'de' | 'other' },
): Promise<number> {
  const challenge = (await (
    await request.get(`${api}/altcha/challenge`)
  ).json()) as HumanCheckChallenge;
  const sent = await request.post(`${apiOrigin}/api/submit`, {
    headers: { 'X-Forwarded-For': nextVisitorAddress() },
    data: {
      name: 'Nora',
      surname: 'Baume',
      consent: true,
      altcha: await solveHumanCheck(challenge),
      ...fields,
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const found = await request.post(`${api}/contact_request/search`, {
    headers: bearer(await tokenOf(request)),
    data: { search: { AND: [{ field: 'email', operator: '=', value: fields.email }] } },
  });
  const { data } = (await found.json()) as { data: { id: number }[] };
  expect(data).toHaveLength(1);
  return data[0]!.id;
}
