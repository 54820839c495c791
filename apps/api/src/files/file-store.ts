import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { Database } from '../db/client.ts';
import {
  blobInfo,
  deleteBlobs,
  deleteOrphanBlobs,
  insertBlob,
  readBlob,
  readBlobPart,
} from './file-blobs.ts';
import { LegacyFolder } from './legacy-folder.ts';
import { isStoredName, newStoredName } from './stored-name.ts';

/** Older than an upload can take, so a file written just before its row is never taken. */
const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * The folder uploads were kept in before they moved into the database: UPLOAD_DIR when set,
 * otherwise DATA_DIR/uploads. Read until `pnpm uploads:to-database` has emptied it.
 */
export function uploadDirOf(config: { DATA_DIR: string; UPLOAD_DIR?: string }): string {
  return config.UPLOAD_DIR ? resolve(config.UPLOAD_DIR) : resolve(config.DATA_DIR, 'uploads');
}

/** A stored file about to be sent: its size, then its bytes. */
export interface StoredFile {
  size: number;
  stream: Readable;
}

/**
 * Uploaded files, under names the server draws at random, kept in the database (`file_blob`) on
 * the embedded database and on PostgreSQL alike: API processes on several machines share nothing
 * but the database, a backup reads the files in the same snapshot as the rows, and a restore
 * brings both back in one transaction. A file still in the folder of an earlier release is read
 * from there until it is moved (LegacyFolder).
 */
export class FileStore {
  readonly legacy: LegacyFolder;
  readonly #db: Database;

  constructor(db: Database, legacyDirectory: string) {
    this.#db = db;
    this.legacy = new LegacyFolder(legacyDirectory);
  }

  /** A fresh unguessable name (128 bits from the system's CSPRNG). */
  newName(extension: string): string {
    return newStoredName(extension);
  }

  /** Stores a file whole or not at all; a name is never written twice (primary key). */
  async write(name: string, content: Uint8Array): Promise<void> {
    if (!isStoredName(name)) throw new Error('Refusing to write an invalid stored name.');
    await this.#db.transaction((tx) => insertBlob(tx, name, content));
  }

  /**
   * A stored file to send, read a part per query as the answer goes out; null when there is none.
   * A file deleted while it is sent ends the answer early (the client sees it cut short).
   */
  async open(name: string): Promise<StoredFile | null> {
    if (!isStoredName(name)) return null;
    const info = await blobInfo(this.#db, name);
    if (!info) return this.legacy.open(name);
    const db = this.#db;
    const count = info.parts;
    async function* parts() {
      for (let part = 0; part < count; part += 1) {
        const bytes = await readBlobPart(db, name, part);
        if (!bytes) throw new Error('The stored file was deleted while it was being sent.');
        yield bytes;
      }
    }
    return { size: info.size, stream: Readable.from(parts(), { objectMode: false }) };
  }

  /** A whole stored file; null when there is none. */
  async read(name: string): Promise<Buffer | null> {
    if (!isStoredName(name)) return null;
    return (await readBlob(this.#db, name)) ?? (await this.legacy.read(name));
  }

  /** Removes stored files (from the database and the earlier folder); one already gone is not an error. */
  async remove(names: readonly string[]): Promise<void> {
    const stored = names.filter(isStoredName);
    await deleteBlobs(this.#db, stored);
    await this.legacy.remove(stored);
  }

  /** Removes the files no attachment names that are over an hour old. Answers how many went. */
  removeOrphans(now = Date.now()): Promise<number> {
    return deleteOrphanBlobs(this.#db, new Date(now - ORPHAN_GRACE_MS));
  }
}
