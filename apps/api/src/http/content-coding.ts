import Negotiator from 'negotiator';

/** The codings an answer kept compressed in memory is sent in: brotli first, as it is smallest. */
export type ContentCoding = 'br' | 'gzip' | 'identity';
const CODINGS: ContentCoding[] = ['br', 'gzip', 'identity'];

/** Browsers send a handful of distinct `Accept-Encoding` headers: each is read once. */
const KEPT_HEADERS = 64;
const chosen = new Map<string, ContentCoding>();

/** `negotiator` 1.x breaks ties by the server's order given as `preferred`; its types predate that. */
interface TieBreakingNegotiator {
  encoding(
    available: readonly string[],
    options: { preferred: readonly string[] },
  ): string | undefined;
}

/**
 * The coding to send an answer in, as the request's `Accept-Encoding` allows (read by
 * `negotiator`): brotli where the client takes it as readily as gzip (browsers list gzip first),
 * plain when it names neither or refuses both.
 */
export function contentCodingFor(acceptEncoding: string | undefined): ContentCoding {
  const header = acceptEncoding ?? '';
  const known = chosen.get(header);
  if (known) return known;
  const negotiator = new Negotiator({
    headers: { 'accept-encoding': header },
  }) as unknown as TieBreakingNegotiator;
  const coding = (negotiator.encoding(CODINGS, { preferred: CODINGS }) ??
    'identity') as ContentCoding;
  if (chosen.size >= KEPT_HEADERS) chosen.clear();
  chosen.set(header, coding);
  return coding;
}
