import { createHash, pbkdf2Sync } from 'node:crypto';

/** The ALTCHA algorithm names, as Node's hashing knows them. */
const NODE_HASHES = { 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

/** How long the search may take before the challenge is taken as unsolvable, as the widget's timeout. */
const TIMEOUT_MS = 90_000;

/**
 * The key ALTCHA derives for one counter, as its worker does: the password is the nonce followed
 * by the counter (4 bytes, big-endian); `SHA-*` hashes the salt and password, then the hash again
 * `cost - 1` times; `PBKDF2/SHA-*` runs PBKDF2 with `cost` iterations.
 * @param {import('./human-check').HumanCheckChallenge['parameters']} parameters
 * @param {Buffer} salt
 * @param {Buffer} password
 */
function deriveKey({ algorithm, cost, keyLength }, salt, password) {
  if (algorithm.startsWith('PBKDF2/')) {
    const hash = NODE_HASHES[/** @type {keyof typeof NODE_HASHES} */ (algorithm.slice(7))];
    if (!hash) throw new Error(`Unknown human-check algorithm: ${algorithm}`);
    return pbkdf2Sync(password, salt, cost, keyLength, hash);
  }
  const hash = NODE_HASHES[/** @type {keyof typeof NODE_HASHES} */ (algorithm)];
  if (!hash) throw new Error(`Unknown human-check algorithm: ${algorithm}`);
  let key = createHash(hash).update(salt).update(password).digest();
  for (let round = 1; round < cost; round += 1) key = createHash(hash).update(key).digest();
  return key.subarray(0, keyLength);
}

/**
 * Solves a challenge of `GET /api/v1/altcha/challenge` as the visitor's browser widget does, and
 * answers the payload the contact form sends as `altcha` (base64 JSON of the challenge and its
 * solution). Throws when no counter solves it in time, so a broken challenge fails the test that
 * needed it.
 *
 * The proof of work is the counter whose derived key starts with the challenge's key prefix. It is
 * searched with Node's own hashing, one synchronous call a counter: altcha-lib's solver awaits a
 * promise for every counter, several times as long.
 * @param {import('./human-check').HumanCheckChallenge} challenge
 */
export async function solveHumanCheck(challenge) {
  const { parameters, signature } = challenge;
  const salt = Buffer.from(parameters.salt, 'hex');
  const nonce = Buffer.from(parameters.nonce, 'hex');
  // An odd number of hex digits is no whole byte: such a prefix is compared as text.
  const prefixHex = parameters.keyPrefix.toLowerCase();
  const prefix = prefixHex.length % 2 === 0 ? Buffer.from(prefixHex, 'hex') : null;
  /** @param {Buffer} key */
  const solves = (key) =>
    prefix
      ? key.subarray(0, prefix.length).equals(prefix)
      : key.toString('hex').startsWith(prefixHex);
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password);
  const start = performance.now();
  for (let counter = 0; performance.now() - start < TIMEOUT_MS; counter += 1) {
    password.writeUInt32BE(counter, nonce.length);
    const key = deriveKey(parameters, salt, password);
    if (!solves(key)) continue;
    const solution = {
      counter,
      derivedKey: key.toString('hex'),
      time: Math.round(performance.now() - start),
    };
    return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString(
      'base64',
    );
  }
  throw new Error('The human-check challenge has no solution.');
}
