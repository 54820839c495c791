import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { attachment } from '../db/schema/attachment.ts';
import { isStoredName } from './file-store.ts';

/** Older than an upload can take, so a file written just before its row is never taken. */
const GRACE_MS = 60 * 60_000;

/**
 * Removes stored files that no attachment row names (a process stopped between writing a file and
 * its row, or between a delete's commit and the file's removal). Answers how many went.
 */
export async function sweepOrphanFiles(app: FastifyInstance, now = Date.now()): Promise<number> {
  const names = (await readdir(app.fileStore.directory).catch(() => [])).filter(isStoredName);
  let removed = 0;
  for (let i = 0; i < names.length; i += 500) {
    const batch = names.slice(i, i + 500);
    const known = await app.db
      .select({ name: attachment.name })
      .from(attachment)
      .where(inArray(attachment.name, batch));
    const kept = new Set(known.map((row) => row.name));
    const orphans = [];
    for (const name of batch.filter((n) => !kept.has(n))) {
      const modified = await stat(join(app.fileStore.directory, name)).then(
        (s) => s.mtimeMs,
        () => now,
      );
      if (now - modified > GRACE_MS) orphans.push(name);
    }
    await app.fileStore.remove(orphans);
    removed += orphans.length;
  }
  return removed;
}
