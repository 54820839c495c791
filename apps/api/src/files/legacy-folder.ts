import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { isStoredName } from './stored-name.ts';

/**
 * The folder uploaded files lived in before they moved into the database (UPLOAD_DIR, else
 * DATA_DIR/uploads). It is only read now: a file still there is served and backed up until
 * `pnpm uploads:to-database` moves it into the database, and deleting its attachment removes it.
 * Nothing is written here any more.
 */
export class LegacyFolder {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = resolve(directory);
  }

  /** The path of a stored name; null for anything that is not one, so no input reaches the disk. */
  pathOf(name: string): string | null {
    return isStoredName(name) ? join(this.directory, name) : null;
  }

  /** The stored files the folder still holds, sorted (none when there is no folder). */
  async names(): Promise<string[]> {
    const found = await readdir(this.directory).catch(() => [] as string[]);
    return found.filter(isStoredName).sort();
  }

  async open(name: string): Promise<{ size: number; stream: Readable } | null> {
    const path = this.pathOf(name);
    if (!path) return null;
    const size = await stat(path).then(
      (found) => (found.isFile() ? found.size : null),
      () => null,
    );
    return size === null ? null : { size, stream: createReadStream(path) };
  }

  async read(name: string): Promise<Buffer | null> {
    const path = this.pathOf(name);
    return path ? readFile(path).catch(() => null) : null;
  }

  /** Removes stored files; one already gone is not an error. */
  async remove(names: readonly string[]): Promise<void> {
    const paths = names.map((name) => this.pathOf(name)).filter((path) => path !== null);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }
}
