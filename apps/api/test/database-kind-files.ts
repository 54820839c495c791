import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * Which test files depend on the kind of database: those that import, directly or through other
 * test helpers, `helpers/test-database.ts` (the one module that reads which database this run is
 * on). They run once on PGlite and once on PostgreSQL; every other file runs once. Read from the
 * files themselves, so a new test lands in the right group without a list to keep.
 */
const KIND_MODULE = resolve(import.meta.dirname, 'helpers/test-database.ts');
const RELATIVE_IMPORT = /(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function dependsOnKind(file: string, seen: Set<string>): boolean {
  if (file === KIND_MODULE) return true;
  if (seen.has(file) || !file.startsWith(import.meta.dirname)) return false;
  seen.add(file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    if (dependsOnKind(resolve(dirname(file), specifier!), seen)) return true;
  }
  return false;
}

/** The API's test files, relative to the workspace, split by whether they depend on the database kind. */
export function testFilesByDatabase(): { perDatabase: string[]; once: string[] } {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  const perDatabase: string[] = [];
  const once: string[] = [];
  for (const file of files) {
    const inWorkspace = join('test', file);
    (dependsOnKind(join(import.meta.dirname, file), new Set()) ? perDatabase : once).push(
      inWorkspace,
    );
  }
  return { perDatabase, once };
}
