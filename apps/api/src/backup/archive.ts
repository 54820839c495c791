import { createCipheriv, createDecipheriv, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError, keyCheck } from './backup-key.ts';

/**
 * A backup file: `CABINET-BACKUP-1\n`, the key check (8 bytes), the IV (12 bytes), then the
 * gzipped frames encrypted with AES-256-GCM, then the 16-byte tag. The header is authenticated
 * too (additional data), so nothing in the file can change unnoticed.
 */
const MAGIC = Buffer.from('CABINET-BACKUP-1\n');
const HEADER_LENGTH = MAGIC.length + 8 + 12;
const TAG_LENGTH = 16;

/** One piece of the archive: a header (JSON) and its bytes. */
export interface Frame {
  header: Record<string, unknown>;
  body: Uint8Array;
}

/** Writes frames, gzipped and encrypted, to `path` (owner-only). */
export async function writeArchive(
  path: string,
  key: Buffer,
  frames: AsyncIterable<Frame>,
): Promise<void> {
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, keyCheck(key), iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  out.write(header);
  const source = PassThrough.from(encodeFrames(frames));
  await pipeline(source, createGzip(), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), () => resolve()).on('error', reject),
  );
}

async function* encodeFrames(frames: AsyncIterable<Frame>): AsyncGenerator<Buffer> {
  for await (const { header, body } of frames) {
    const json = Buffer.from(JSON.stringify({ ...header, size: body.byteLength }));
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    yield Buffer.concat([length, json]);
    yield Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  }
}

/**
 * Decrypts `path` into `plainPath` and checks it whole before anything reads it: a wrong key or a
 * changed byte anywhere is refused here, so a restore never starts from a damaged file.
 */
export async function decryptArchive(path: string, key: Buffer, plainPath: string): Promise<void> {
  const file = await open(path, 'r');
  let size: number;
  let header: Buffer;
  let tag: Buffer;
  try {
    size = (await file.stat()).size;
    if (size < HEADER_LENGTH + TAG_LENGTH)
      throw new BackupError('not a Cabinet backup (too short)');
    header = Buffer.alloc(HEADER_LENGTH);
    await file.read(header, 0, HEADER_LENGTH, 0);
    tag = Buffer.alloc(TAG_LENGTH);
    await file.read(tag, 0, TAG_LENGTH, size - TAG_LENGTH);
  } finally {
    await file.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC))
    throw new BackupError('not a Cabinet backup (unknown format)');
  const check = header.subarray(MAGIC.length, MAGIC.length + 8);
  if (!timingSafeEqual(check, keyCheck(key)))
    throw new BackupError('wrong BACKUP_KEY: this backup was written with another key');
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 8));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(path, { start: HEADER_LENGTH, end: size - TAG_LENGTH - 1 }),
      decipher,
      createGunzip(),
      createWriteStream(plainPath, { mode: 0o600 }),
    );
  } catch {
    await rm(plainPath, { force: true });
    throw new BackupError('the backup file is damaged or was changed: refused, nothing restored');
  }
}

/** Reads the frames of a decrypted archive one after the other. */
export async function* readFrames(plainPath: string): AsyncGenerator<Frame> {
  const file = await open(plainPath, 'r');
  try {
    const size = (await file.stat()).size;
    let position = 0;
    const take = async (count: number): Promise<Buffer> => {
      if (position + count > size) throw new BackupError('the backup file is incomplete');
      const out = Buffer.alloc(count);
      await file.read(out, 0, count, position);
      position += count;
      return out;
    };
    while (position < size) {
      const length = (await take(4)).readUInt32BE();
      const header = JSON.parse((await take(length)).toString()) as Record<string, unknown>;
      yield { header, body: await take(Number(header.size)) };
    }
  } finally {
    await file.close();
  }
}
