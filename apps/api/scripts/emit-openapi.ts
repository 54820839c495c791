// Emits the OpenAPI document from the app in-process (no server, no database on disk) into
// packages/api-client/openapi.json, the only contract between the API and the front ends.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const target = fileURLToPath(new URL('../../../packages/api-client/openapi.json', import.meta.url));
const database = await openDatabase({ kind: 'pglite-memory' });
const app = await buildApp({
  config: loadConfig({}),
  database,
  appSecret: 'openapi-emitter-does-not-sign-anything',
  logger: false,
});
writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
process.stdout.write(`OpenAPI document written to ${target}\n`);
