#!/usr/bin/env node
// Regenerates the OpenAPI document, the typed client and the migrations, then fails when that
// changed any committed file: the API and its contract must never drift apart.
import { spawnSync } from 'node:child_process';

const generated = [
  'packages/api-client/openapi.json',
  'packages/api-client/src/generated',
  'apps/api/drizzle',
  'apps/api/src/resources/ROUTES.md',
];
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status === 0;

if (!run('pnpm', ['run', 'generate'])) {
  process.stderr.write('✖ Regeneration failed.\n');
  process.exit(1);
}
const status = spawnSync('git', ['status', '--porcelain', '--', ...generated], {
  encoding: 'utf8',
});
if (status.status !== 0) {
  process.stderr.write('✖ git is needed to compare the generated files.\n');
  process.exit(1);
}
if (status.stdout.trim()) {
  process.stderr.write(
    `✖ The generated contract is out of date. Run \`pnpm generate\` and commit:\n${status.stdout}`,
  );
  spawnSync('git', ['--no-pager', 'diff', '--stat', '--', ...generated], { stdio: 'inherit' });
  process.exit(1);
}
process.stdout.write('✔ OpenAPI document, client and migrations match the code.\n');
