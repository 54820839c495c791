import { isPublicOrganization, type PublicOrganization } from '../src/lib/known-organization.ts';

interface ReaderOptions {
  /** The API's base address, e.g. `http://127.0.0.1:8000/api/v1`. */
  apiUrl: string;
  /**
   * How long an answer is used before the API is asked again. The identity rarely changes, and
   * asking on every page would make each page view cost the API a database read; a name staff
   * change still shows within this time.
   */
  freshForMs?: number;
  /** How long a read may take before the page is made without the identity. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/** The organization whose public identity is the practice's: the first one, created by the seed. */
const PRACTICE_ORGANIZATION = 1;

/**
 * What a page may carry of the answer: the fields the API shows anyone. The reader asks without a
 * token, so the answer holds no more; naming them keeps it so should that ever change.
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
 * Reads the practice's public identity (`GET /organization/1`) for the pages the site's server
 * makes, so its name, address and phone are in the first HTML. Calls made while a read is under
 * way share it; an answer is reused for `freshForMs`. Null when the API cannot be read (down, slow,
 * an unexpected answer): the page then shows the bundled identity and the browser asks the API.
 */
export function createOrganizationReader({
  apiUrl,
  freshForMs = 1000,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
  now = Date.now,
}: ReaderOptions): () => Promise<PublicOrganization | null> {
  let last: { at: number; answer: Promise<PublicOrganization | null> } | undefined;

  const read = async (): Promise<PublicOrganization | null> => {
    try {
      const response = await fetch(`${apiUrl}/organization/${PRACTICE_ORGANIZATION}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const answer: unknown = await response.json();
      return isPublicOrganization(answer) ? publicPart(answer) : null;
    } catch {
      return null;
    }
  };

  return () => {
    const at = now();
    if (!last || at - last.at >= freshForMs) last = { at, answer: read() };
    return last.answer;
  };
}
