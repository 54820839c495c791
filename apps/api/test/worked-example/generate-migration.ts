import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const apiRoot = resolve(import.meta.dirname, '../..');

/**
 * What `pnpm generate` writes for a schema module added beside the project's own: drizzle-kit runs
 * on a copy of `drizzle/` (so only the new tables' migration comes out) and its SQL is returned.
 * drizzle-kit runs in its own process, as it does in `pnpm generate`.
 */
export async function migrationFor(extraSchemaModule: string): Promise<string[]> {
  const work = mkdtempSync(join(tmpdir(), 'cabinet-generate-'));
  cpSync(join(apiRoot, 'drizzle'), join(work, 'drizzle'), { recursive: true });
  writeFileSync(
    join(work, 'schema.ts'),
    `export * from '${join(apiRoot, 'src/db/schema/index.ts')}';\n` +
      `export * from '${resolve(extraSchemaModule)}';\n`,
  );
  writeFileSync(
    join(work, 'drizzle.config.ts'),
    "export default { dialect: 'postgresql', schema: './schema.ts', out: './drizzle' };\n",
  );
  const before = new Set(readdirSync(join(work, 'drizzle')));
  const { stdout, stderr } = await promisify(execFile)(
    join(apiRoot, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', 'drizzle.config.ts', '--name', 'added_model'],
    { cwd: work },
  );
  const added = readdirSync(join(work, 'drizzle')).filter((file) => !before.has(file));
  if (added.length === 0) throw new Error(`drizzle-kit wrote no migration:\n${stdout}${stderr}`);
  return added
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) =>
      readFileSync(join(work, 'drizzle', file), 'utf8').split('--> statement-breakpoint'),
    )
    .map((statement) => statement.trim())
    .filter(Boolean);
}
