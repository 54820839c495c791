import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum (19 MiB, t=2, p=1); hashing runs on libuv's pool, off the event loop. */
export const ARGON2_PARAMS: Options = {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
  algorithm: 2, // eslint-disable-line @typescript-eslint/no-unsafe-enum-assignment
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * At most one hash per core but one at a time: a burst of sign-ins then waits its turn instead of
 * taking every core from the event loop, so other requests keep their latency.
 */
const maxConcurrentHashes = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxConcurrentHashes) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_PARAMS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await withHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}
