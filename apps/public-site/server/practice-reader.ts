import type { PracticeData } from '../src/entry-server';
import { isPublicOrganization, type PublicOrganization } from '../src/lib/known-organization.ts';
import { isPublicTeam } from '../src/lib/known-practitioners.ts';

interface ReaderOptions {
  /** The API's base address, e.g. `http://127.0.0.1:8000/api/v1`. */
  apiUrl: string;
  /**
   * How long an answer is used before the API is asked again. The practice's identity and team
   * rarely change, and asking on every page would make each page view cost the API database
   * reads; a change staff make still shows within this time.
   */
  freshForMs?: number;
  /** How long a read may take before the page is made without its answer. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** The organization whose public identity is the practice's: the first one, created by the seed. */
const PRACTICE_ORGANIZATION = 1;

/**
 * What a page may carry of the organization: the fields the API shows anyone. The reader asks
 * without a token, so the answer holds no more; naming them keeps it so should that ever change.
 */
function publicPart(answer: PublicOrganization): PublicOrganization {
  const { id, name, street, zip, city, country, phone, website } = answer;
  const { allow_public_signup, require_2fa_all_users } = answer;
  return {
    id,
    name,
    street,
    zip,
    city,
    country,
    phone,
    website,
    allow_public_signup,
    require_2fa_all_users,
  };
}

/**
 * Reads the practice's public identity (`GET /organization/1`) and its visible practitioners
 * (`GET /practitioner/public`) for the pages the site's server makes, so they are in the first
 * HTML. Calls made while a read is under way share it; an answer is reused for `freshForMs`. A
 * part the API cannot give (down, slow, an unexpected answer) is null: the page then shows the
 * bundled identity, and the browser asks for the team itself.
 */
export function createPracticeReader({
  apiUrl,
  freshForMs = 1000,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
  now = Date.now,
}: ReaderOptions): () => Promise<PracticeData> {
  let last: { at: number; answer: Promise<PracticeData> } | undefined;

  const readJson = async <T>(path: string, accept: (answer: unknown) => T | null) => {
    try {
      const response = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
      return response.ok ? accept(await response.json()) : null;
    } catch {
      return null;
    }
  };

  const read = async (): Promise<PracticeData> => {
    const [organization, practitioners] = await Promise.all([
      readJson(`/organization/${PRACTICE_ORGANIZATION}`, (answer) =>
        isPublicOrganization(answer) ? publicPart(answer) : null,
      ),
      readJson('/practitioner/public', (answer) => (isPublicTeam(answer) ? answer.items : null)),
    ]);
    return { organization, practitioners };
  };

  return () => {
    const at = now();
    if (!last || at - last.at >= freshForMs) last = { at, answer: read() };
    return last.answer;
  };
}
