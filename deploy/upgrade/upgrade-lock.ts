import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

/** Whether a process of that id runs (signal 0 tests without sending anything). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One upgrade at a time: a file in CABINET_HOME holds the id of the upgrade under way. One left by
 * an upgrade that was killed is taken over. Answers the function that releases it.
 */
export function lockUpgrades(home: string): () => void {
  const path = join(home, '.upgrade.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = openSync(path, 'wx');
      writeSync(file, String(process.pid));
      closeSync(file);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8'));
      if (alive(holder))
        throw new Error(`another upgrade is under way (process ${holder})`, { cause: error });
      rmSync(path, { force: true });
    }
  }
  throw new Error(`cannot take the upgrade lock ${path}`);
}
