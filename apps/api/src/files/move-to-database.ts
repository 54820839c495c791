import type { Database } from '../db/client.ts';
import { insertBlob, readBlob } from './file-blobs.ts';
import type { LegacyFolder } from './legacy-folder.ts';

export interface MoveSummary {
  /** Files copied into the database, checked, then deleted from the folder. */
  moved: number;
  /** Their bytes. */
  bytes: number;
  /** Files the database held already, byte for byte: deleted from the folder. */
  alreadyThere: number;
  /** Files the database holds with other bytes: left in the folder for a person to look at. */
  differing: string[];
}

/**
 * Moves the files an earlier release kept in a folder into the database, one at a time: each is
 * written in its own transaction, read back and compared, and only then deleted from the folder.
 * Stopped at any point and run again, it goes on where it was (a file already in the database with
 * the same bytes is only deleted from the folder), so running it twice is harmless.
 */
export async function moveFolderIntoDatabase(
  db: Database,
  folder: LegacyFolder,
): Promise<MoveSummary> {
  const summary: MoveSummary = { moved: 0, bytes: 0, alreadyThere: 0, differing: [] };
  for (const name of await folder.names()) {
    const bytes = await folder.read(name);
    // Deleted meanwhile (its attachment was): nothing to move.
    if (!bytes) continue;
    const stored = await readBlob(db, name);
    if (stored) {
      if (stored.equals(bytes)) {
        await folder.remove([name]);
        summary.alreadyThere += 1;
      } else summary.differing.push(name);
      continue;
    }
    await db.transaction((tx) => insertBlob(tx, name, bytes));
    if (!(await readBlob(db, name))?.equals(bytes))
      throw new Error(`the database's copy of ${name} does not match the folder's`);
    await folder.remove([name]);
    summary.moved += 1;
    summary.bytes += bytes.length;
  }
  return summary;
}
