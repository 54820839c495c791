import { Readable } from 'node:stream';

/** How far into a file its header line is looked for. */
const HEADER_LOOKAHEAD_BYTES = 64 * 1024;

/**
 * The separator of a CSV file, read from its header line: `;` (what Excel writes with Swiss,
 * German or French settings) when the line holds more semicolons than commas outside quotes, else `,`.
 */
export function delimiterOf(headerLine: string): ',' | ';' {
  let quoted = false;
  let commas = 0;
  let semicolons = 0;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas += 1;
    else if (!quoted && char === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads the start of a stream up to its first line break to find the separator, and answers it
 * with the whole stream again (what was read first, then the rest as it arrives).
 */
export async function withDetectedDelimiter(
  source: Readable,
): Promise<{ delimiter: ',' | ';'; stream: Readable }> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < HEADER_LOOKAHEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
    if (next.value.includes(0x0a)) break;
  }
  const start = Buffer.concat(head);
  const firstLine = start.toString('utf8').split('\n', 1)[0] ?? '';
  async function* all() {
    yield start;
    if (ended) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { delimiter: delimiterOf(firstLine), stream: Readable.from(all(), { objectMode: false }) };
}
