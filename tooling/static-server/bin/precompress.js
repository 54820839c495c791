#!/usr/bin/env node
// `cabinet-precompress DIR`: the last step of a site's build (see ../precompress.js).
import { resolve } from 'node:path';
import { precompressDirectory } from '../precompress.js';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: cabinet-precompress DIR\n');
  process.exit(1);
}
const { files, bytes, brotliBytes, gzipBytes } = precompressDirectory(resolve(dir));
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
process.stdout.write(
  `Precompressed ${files} files (${kib(bytes)}): brotli ${kib(brotliBytes)}, gzip ${kib(gzipBytes)}.\n`,
);
