import type { Language } from '@cabinet/i18n/languages';
import type { PracticeData, ServerTexts } from '../src/entry-server';
import { APP_NAMESPACES } from '../src/lib/i18n';
import { isPublicOrganization } from '../src/lib/known-organization';
import { isPublicTeam } from '../src/lib/known-practitioners';

/** An API answer: its ETag and its JSON body (null for a 404: nothing stored there). */
interface Answer {
  etag: string;
  body: unknown;
}

export type ApiRead = (path: string, freshForMs?: number) => Promise<Answer>;

interface ReaderOptions {
  /** The API's base address, e.g. `http://127.0.0.1:8000/api/v1`. */
  apiUrl: string;
  /** How long a read may take before the page is made without its answer. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

/**
 * Reads the API for the pages the site's server makes, cheaply: an address is asked again with the
 * ETag of its last answer, so an unchanged one costs a 304; calls made while a read is under way
 * share it, and an answer is used again for `freshForMs`. Rejects when the API cannot answer.
 */
export function createApiReader({
  apiUrl,
  timeoutMs = 1500,
  fetch = globalThis.fetch,
  now = Date.now,
}: ReaderOptions): ApiRead {
  const known = new Map<string, Answer>();
  const reads = new Map<string, { at: number; settled: boolean; answer: Promise<Answer> }>();
  const ask = async (path: string): Promise<Answer> => {
    const last = known.get(path);
    const response = await fetch(`${apiUrl}${path}`, {
      headers: last ? { 'If-None-Match': last.etag } : {},
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304 && last) return last;
    if (response.status === 404) return { etag: 'none', body: null };
    if (!response.ok) throw new Error(`The API answered ${response.status} for ${path}.`);
    const answer: Answer = {
      etag: response.headers.get('etag') ?? `"${now()}"`,
      body: await response.json(),
    };
    known.set(path, answer);
    return answer;
  };
  return (path, freshForMs = 0) => {
    const read = reads.get(path);
    if (read && (!read.settled || now() - read.at < freshForMs)) return read.answer;
    const next = { at: now(), settled: false, answer: ask(path) };
    const settle = () => void (next.settled = true);
    next.answer.then(settle, settle);
    reads.set(path, next);
    return next.answer;
  };
}

/**
 * A language's staff-edited texts, with a version that changes whenever one of them does. A
 * namespace the database does not hold is left to the bundled texts.
 */
export async function readTexts(read: ApiRead, language: Language) {
  const paths = APP_NAMESPACES.map((ns) => `/site_content/${ns}/${language}.json`);
  const answers = await Promise.all(paths.map((path) => read(path)));
  return {
    version: answers.map(({ etag }) => etag).join(),
    texts: Object.fromEntries(
      APP_NAMESPACES.map((ns, index) => [ns, answers[index]?.body ?? {}]),
    ) as ServerTexts,
  };
}

/**
 * The practice's public identity (organization 1, made by the seed) and its visible practitioners,
 * each null when the API cannot give it: the page then shows the bundled identity, and the browser
 * asks for the team itself. They rarely change: an answer serves for a second, so page views do not
 * each cost the API its database reads.
 */
export async function readPractice(read: ApiRead): Promise<PracticeData> {
  const body = (path: string) =>
    read(path, 1000).then(
      (answer) => answer.body,
      () => null,
    );
  const [organization, team] = await Promise.all([
    body('/organization/1'),
    body('/practitioner/public'),
  ]);
  return {
    organization: isPublicOrganization(organization) ? organization : null,
    practitioners: isPublicTeam(team) ? team.items : null,
  };
}
