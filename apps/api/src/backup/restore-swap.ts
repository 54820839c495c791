/**
 * How a restore into the embedded database takes the place of what DATA_DIR held, all or nothing.
 * The restore builds its result in the work folder (`DATA_DIR/.restore-work`: a new `pglite`
 * folder and, when the backup brings one, an `app-secret`), checked and closed, and only then
 * swaps it in: each item of DATA_DIR is set aside in `.restore-replaced` and the new one renamed
 * into its place (renames within one folder, so each is whole or not done), then what was set
 * aside is deleted.
 *
 * A mark in the work folder, written before the first rename, names the items. A failure during
 * the swap puts everything back as it was; a process stopped during it (power cut) leaves the mark,
 * and the next start, or the next restore, finishes the swap: its result was complete and checked.
 * Without the mark, the work folder is only a restore's leftovers (the decrypted backup, in
 * clear): it is deleted.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The folder inside DATA_DIR where a restore decrypts its backup and builds its result; owner-only. */
export const RESTORE_WORK_DIR = '.restore-work';
/** Where the swap sets DATA_DIR's items aside until the new ones are in place. */
export const RESTORE_REPLACED_DIR = '.restore-replaced';
/** In the work folder: the result is complete and checked, and these items take their place. */
export const SWAP_MARK = 'swap-in.json';

/** What a restore of the embedded database replaces in DATA_DIR. */
export type SwapItem = 'pglite' | 'app-secret';

const paths = (dataDir: string, item: SwapItem) => ({
  fresh: join(dataDir, RESTORE_WORK_DIR, item),
  target: join(dataDir, item),
  aside: join(dataDir, RESTORE_REPLACED_DIR, item),
});

/**
 * Finishes a swap a stopped process left half-done (its mark is there). Called before the embedded
 * database of DATA_DIR is opened, by anything: a database set aside must never be replaced by an
 * empty one the open would make.
 */
export async function finishInterruptedSwap(dataDir: string): Promise<void> {
  const mark = join(dataDir, RESTORE_WORK_DIR, SWAP_MARK);
  if (existsSync(mark))
    await moveIn(dataDir, JSON.parse(await readFile(mark, 'utf8')) as SwapItem[]);
}

/**
 * Finishes a swap a stopped process left half-done, then deletes what else a restore left in the
 * work folder. Called at every restore and at the API's start, before the database is opened.
 */
export async function clearRestoreWork(dataDir: string): Promise<void> {
  await finishInterruptedSwap(dataDir);
  await rm(join(dataDir, RESTORE_WORK_DIR), { recursive: true, force: true });
}

/**
 * Puts the items the work folder holds in the place of DATA_DIR's. A failure puts DATA_DIR back as
 * it was and is thrown.
 */
export async function swapIn(dataDir: string, items: SwapItem[]): Promise<void> {
  // From here on, a stopped process has its swap finished by the next start.
  await writeFile(join(dataDir, RESTORE_WORK_DIR, SWAP_MARK), JSON.stringify(items), {
    mode: 0o600,
  });
  try {
    await moveIn(dataDir, items);
  } catch (error) {
    await putBack(dataDir, items);
    throw error;
  }
}

/** Sets each old item aside and moves the new one in; what is done already is skipped. */
async function moveIn(dataDir: string, items: SwapItem[]): Promise<void> {
  await mkdir(join(dataDir, RESTORE_REPLACED_DIR), { recursive: true, mode: 0o700 });
  for (const item of items) {
    const { fresh, target, aside } = paths(dataDir, item);
    if (!existsSync(fresh)) continue;
    if (existsSync(target)) {
      // Set aside already, so what stands in its place is not the practice's data (an empty
      // database a start made meanwhile): the restore's result replaces it.
      if (existsSync(aside)) await rm(target, { recursive: true, force: true });
      else await rename(target, aside);
    }
    await rename(fresh, target);
  }
  await rm(join(dataDir, RESTORE_REPLACED_DIR), { recursive: true, force: true });
  await rm(join(dataDir, RESTORE_WORK_DIR, SWAP_MARK), { force: true });
}

/** Undoes a swap that failed part-way: the new items go back out, the old ones back in. */
async function putBack(dataDir: string, items: SwapItem[]): Promise<void> {
  for (const item of [...items].reverse()) {
    const { fresh, target, aside } = paths(dataDir, item);
    if (!existsSync(fresh) && existsSync(target)) await rename(target, fresh);
    if (existsSync(aside)) await rename(aside, target);
  }
  await rm(join(dataDir, RESTORE_REPLACED_DIR), { recursive: true, force: true });
  await rm(join(dataDir, RESTORE_WORK_DIR, SWAP_MARK), { force: true });
}
