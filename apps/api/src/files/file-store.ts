import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Stored names are 32 random hex characters and the extension of the detected type: nothing else. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|svg|pdf)$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);

/**
 * Where uploads live: UPLOAD_DIR when set (one folder every API process sees: several processes on
 * one machine, or a shared mount across machines), otherwise DATA_DIR/uploads.
 */
export function uploadDirOf(config: { DATA_DIR: string; UPLOAD_DIR?: string }): string {
  return config.UPLOAD_DIR ? resolve(config.UPLOAD_DIR) : resolve(config.DATA_DIR, 'uploads');
}

/** Uploaded files on disk, under names the server draws at random. */
export class FileStore {
  readonly directory: string;

  constructor(directory: string) {
    this.directory = resolve(directory);
  }

  /** A fresh unguessable name (128 bits from the system's CSPRNG). */
  newName(extension: string): string {
    return `${randomBytes(16).toString('hex')}.${extension}`;
  }

  /** The path of a stored name; null for anything that is not one, so no input reaches the disk. */
  pathOf(name: string): string | null {
    return isStoredName(name) ? join(this.directory, name) : null;
  }

  async write(name: string, content: Uint8Array): Promise<void> {
    const path = this.pathOf(name);
    if (!path) throw new Error('Refusing to write an invalid stored name.');
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    // `wx`: never overwrite; owner-only, the files may hold health data.
    await writeFile(path, content, { flag: 'wx', mode: 0o600 });
  }

  /** Removes stored files; one already gone is not an error. */
  async remove(names: readonly string[]): Promise<void> {
    const paths = names.map((name) => this.pathOf(name)).filter((path) => path !== null);
    await Promise.all(paths.map((path) => rm(path, { force: true })));
  }
}
