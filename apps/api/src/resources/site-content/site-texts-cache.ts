import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';
import type { ContentCoding } from '../../http/content-coding.ts';

/** One namespace's texts in one language, as the public route sends them. */
export interface CachedTexts {
  /** The JSON in each coding, made once: every answer sends one of these same buffers. */
  bodies: Record<ContentCoding, Buffer>;
  /** One ETag for the content, whatever its coding (as a static file server gives it). */
  etag: string;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzipCompress);

/**
 * The texts in every coding a browser may ask for. Sent compressed, an answer is a third of its
 * size: fewer bytes to each visitor. Compressed once per content at the best ratio, off the
 * event loop.
 */
async function inEveryCoding(json: string): Promise<Record<ContentCoding, Buffer>> {
  const identity = Buffer.from(json);
  const [br, gzip] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipped(identity, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip };
}

interface CacheSources {
  /** The active texts of a namespace in an active language, or undefined when there are none. */
  readTexts: (namespace: string, language: string) => Promise<Record<string, string> | undefined>;
  /** A value that changes whenever any site text or language changes, in any API process. */
  readVersion: () => Promise<string>;
  /** How long a read trusts the texts it holds before it checks the version again. */
  recheckMs?: number;
  now?: () => number;
}

/**
 * The site's public texts held in memory: every visitor's page asks for them, and a database query
 * per request would cap the API's throughput. A write through this process empties the cache at
 * once (`invalidate`); a write through another process on the same PostgreSQL shows within
 * `recheckMs`, when a read finds the version changed.
 */
export function createSiteTextsCache({
  readTexts,
  readVersion,
  recheckMs = 1000,
  now = Date.now,
}: CacheSources) {
  const entries = new Map<string, Promise<CachedTexts | null>>();
  /** The entries whose read has finished, for answers that cannot wait (`peek`). */
  const settled = new Map<string, CachedTexts>();
  let version: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  const forget = () => {
    entries.clear();
    settled.clear();
  };

  const checkVersion = async () => {
    const current = await readVersion();
    if (current !== version) forget();
    version = current;
    checkedAt = now();
  };

  /** One version check at a time, however many requests find it due. */
  const recheck = () => (checking ??= checkVersion().finally(() => (checking = null)));

  const load = async (namespace: string, language: string): Promise<CachedTexts | null> => {
    const texts = await readTexts(namespace, language);
    if (!texts) return null;
    const json = JSON.stringify(texts);
    const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
    return { bodies: await inEveryCoding(json), etag };
  };

  return {
    async get(namespace: string, language: string): Promise<CachedTexts | null> {
      if (now() - checkedAt >= recheckMs) {
        await recheck();
      }
      const key = `${namespace}/${language}`;
      let entry = entries.get(key);
      if (!entry) {
        const loading = load(namespace, language);
        entry = loading;
        entries.set(key, loading);
        loading.then(
          // Kept only if nothing was forgotten while it was read.
          (texts) => texts && entries.get(key) === loading && settled.set(key, texts),
          // A failed read is not kept: the next request tries again.
          () => entries.get(key) === loading && entries.delete(key),
        );
      }
      return entry;
    },
    /**
     * The texts, at once, when they are already read and their version is current: checked within
     * `recheckMs`, or being checked again since (for at most another `recheckMs`). Otherwise
     * undefined, and the caller takes the way through `get`.
     */
    peek(namespace: string, language: string): CachedTexts | undefined {
      const age = now() - checkedAt;
      if (age >= recheckMs) {
        // The check runs beside the answers: held up behind it, every request would wait on it.
        // A failed check is seen by the next request that waits for one (through `get`).
        recheck().catch(() => undefined);
        // A check that has not answered within another interval stops the answers from memory.
        if (age >= 2 * recheckMs) return undefined;
      }
      return settled.get(`${namespace}/${language}`);
    },
    /** Forgets every text, after a write has committed. */
    invalidate() {
      forget();
      checkedAt = -Infinity;
    },
  };
}

export type SiteTextsCache = ReturnType<typeof createSiteTextsCache>;
