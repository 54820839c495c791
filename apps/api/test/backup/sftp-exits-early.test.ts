import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SftpError, runSftp } from '../../src/backup/sftp.ts';

// An sftp that gives up before reading its commands, as the real one does when the backup host
// refuses the connection: writing the commands then meets a closed pipe.
let originalPath: string | undefined;

beforeEach(() => {
  const bin = mkdtempSync(join(tmpdir(), 'cabinet-fake-sftp-'));
  const fake = join(bin, 'sftp');
  writeFileSync(
    fake,
    '#!/bin/sh\necho "ssh: connect to host 127.0.0.1 port 9: Connection refused" >&2\nexit 255\n',
  );
  chmodSync(fake, 0o755);
  originalPath = process.env.PATH;
  process.env.PATH = `${bin}:${process.env.PATH ?? ''}`;
});
afterEach(() => {
  process.env.PATH = originalPath;
});

const remote = {
  user: 'backup',
  host: '127.0.0.1',
  port: 9,
  path: 'cabinet',
  key: '/dev/null',
  knownHosts: '/dev/null',
  daily: 7,
  weekly: 4,
};

describe('sftp exiting before it reads its commands', () => {
  it('is reported as the host being unreachable, never as a crash on the closed pipe', async () => {
    // More than a pipe holds, so the write is still pending when sftp exits.
    const commands = Array.from({ length: 20_000 }, (_, index) => `ls -1 cabinet/${index}`);
    const failure = await runSftp(remote, commands).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(SftpError);
    expect((failure as SftpError).reason).toBe('the backup host cannot be reached');
    expect((failure as SftpError).detail).toContain('Connection refused');
  });
});
