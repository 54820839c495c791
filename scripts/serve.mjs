#!/usr/bin/env node
// `pnpm serve` (after `pnpm build`): the built API and both sites' production servers, configured by
// the environment alone. Nothing is installed, built or loaded here: no demo data unless
// LOAD_DEMO_DATA=true (which the API refuses under NODE_ENV=production).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuilds, runServers } from './servers.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

function fail(message) {
  process.stderr.write(`✖ ${message}\n`);
  process.exit(1);
}

const missing = missingBuilds(root);
if (missing.length > 0) fail(`Not built yet (${missing.join(', ')}): run \`pnpm build\` first.`);
try {
  const ports = await runServers({ root });
  process.stdout.write(
    [
      '',
      `Cabinet is serving${process.env.NODE_ENV === 'production' ? ' (NODE_ENV=production)' : ''}`,
      `  Public site   http://localhost:${ports.publicSite}`,
      `  Back-office   http://localhost:${ports.backoffice}`,
      `  API           http://localhost:${ports.api}/api/v1`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  fail(error.message);
}
