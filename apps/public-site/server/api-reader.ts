import type { Language } from '@cabinet/i18n/languages';
import type { PracticeData, ServerTexts } from '../src/entry-server';
import { APP_NAMESPACES } from '../src/lib/i18n';
import { isPublicOrganization } from '../src/lib/known-organization';
import { isPublicTeam } from '../src/lib/known-practitioners';

/** What the site's server makes a page with, and a version that changes whenever any of it does. */
export interface PageData {
  version: string;
  texts: ServerTexts;
  practice: PracticeData;
}

/** An API answer: its ETag and its JSON body (null for a 404: nothing stored there). */
type Answer = { etag: string; body: unknown };

/**
 * Reads from the API (`apiUrl`, e.g. `http://127.0.0.1:8000/api/v1`) what a page is made with: the
 * staff-edited texts of its language, asked on every page with the ETag of their last answer (an
 * unchanged one costs a 304), and the practice's identity (organization 1, made by the seed) and
 * visible team, which rarely change: their answer serves for a second, so page views do not each
 * cost the API its database reads. Calls made while a read is under way share it. What the API
 * cannot give within `timeoutMs` is left out: the page shows the bundled texts and identity, and
 * the browser asks for the team itself.
 */
export function createApiReader(apiUrl: string, timeoutMs = 1500) {
  const known = new Map<string, Answer>();
  const reads = new Map<string, { freshUntil: number; answer: Promise<Answer> }>();
  const ask = async (path: string): Promise<Answer> => {
    const last = known.get(path);
    const response = await fetch(`${apiUrl}${path}`, {
      headers: last ? { 'If-None-Match': last.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && last) return last;
    if (response.status === 404) return { etag: 'none', body: null };
    if (!response.ok) throw new Error(`The API answered ${response.status} for ${path}.`);
    const etag = response.headers.get('etag') ?? `"${Date.now()}"`;
    const answer: Answer = { etag, body: await response.json() };
    known.set(path, answer);
    return answer;
  };
  const read = (path: string, freshForMs = 0) => {
    const current = reads.get(path);
    if (current && Date.now() < current.freshUntil) return current.answer;
    // Shared while under way, then for `freshForMs` once answered.
    const next = { freshUntil: Infinity, answer: ask(path) };
    const answered = () => void (next.freshUntil = Date.now() + freshForMs);
    next.answer.then(answered, answered);
    reads.set(path, next);
    return next.answer;
  };
  const practicePart = (path: string) => read(path, 1000).catch(() => null);

  return async (language: Language): Promise<PageData> => {
    const paths = APP_NAMESPACES.map((ns) => `/site_content/${ns}/${language}.json`);
    const [texts, organization, team] = await Promise.all([
      Promise.all(paths.map((path) => read(path))).catch(() => null),
      practicePart('/organization/1'),
      practicePart('/practitioner/public'),
    ]);
    const practice = {
      organization: isPublicOrganization(organization?.body) ? organization.body : null,
      practitioners: isPublicTeam(team?.body) ? team.body.items : null,
    };
    return {
      version: `${texts?.map(({ etag }) => etag).join() ?? 'bundled'} ${JSON.stringify(practice)}`,
      texts: Object.fromEntries(APP_NAMESPACES.map((ns, i) => [ns, texts?.[i]?.body ?? {}])),
      practice,
    };
  };
}
