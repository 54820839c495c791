import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);

/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every compressible file of
 * a build, once at build time, so the server sends them without compressing on each request. A
 * copy that would not be smaller is not written (the server then sends the file itself).
 *
 * @param {string} dir
 * @returns {{ files: number, bytes: number, brotliBytes: number, gzipBytes: number }}
 */
export function precompressDirectory(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    totals.files += 1;
    totals.bytes += content.length;
    if (brotli.length < content.length) {
      writeFileSync(`${file}.br`, brotli);
      totals.brotliBytes += brotli.length;
    }
    if (gzip.length < content.length) {
      writeFileSync(`${file}.gz`, gzip);
      totals.gzipBytes += gzip.length;
    }
  }
  return totals;
}
