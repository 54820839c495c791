import { hash, verify, type Options } from '@node-rs/argon2';

/** Argon2id with OWASP's minimum (19 MiB, t=2, p=1); hashing runs on libuv's pool, off the event loop. */
export const ARGON2_PARAMS: Options = {
  // Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
  algorithm: 2, // eslint-disable-line @typescript-eslint/no-unsafe-enum-assignment
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
