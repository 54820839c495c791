import { describe, expect, it } from 'vitest';
import { BackupError } from '../../src/backup/backup-key.ts';
import { failureLine } from '../../src/backup/failure-line.ts';

describe('the line a failed backup or restore prints', () => {
  it("names a database error's code, table and constraint, never the statement or its values", () => {
    const refused = Object.assign(new Error('insert or update on table "user" violates …'), {
      code: '23503',
      severity: 'ERROR',
      table: 'user',
      constraint: 'user_image_id_attachment_id_fk',
    });
    const failedQuery = new Error(
      'Failed query: insert into "user" … params: [{"password_hash":"$argon2id$secret"}]',
      { cause: refused },
    );

    const line = failureLine(failedQuery);

    expect(line).toBe(
      'cabinet-backup: failed: the database refused it (DatabaseError 23503, table user, constraint user_image_id_attachment_id_fk)',
    );
    expect(line).not.toContain('argon2id');
  });

  it("prints a dropped connection's kind and code, never the statement's values it quotes", () => {
    const dropped = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
    });
    const failedQuery = Object.assign(
      new Error('Failed query: insert into "contact_request" … params: ["Je ne dors plus"]', {
        cause: dropped,
      }),
      { name: 'DrizzleQueryError' },
    );
    const line = failureLine(failedQuery);
    expect(line).toBe('cabinet-backup: failed: DrizzleQueryError ECONNRESET');
    expect(line).not.toContain('dors');
  });

  it("prints a system error's own message: a path or an address, nothing a client sent", () => {
    const missing = Object.assign(new Error("ENOENT: no such file or directory, open '/b/x.tar'"), {
      code: 'ENOENT',
      syscall: 'open',
    });
    expect(failureLine(missing)).toBe(
      "cabinet-backup: failed: ENOENT: no such file or directory, open '/b/x.tar'",
    );
  });

  it('prints what the command itself explains as it is', () => {
    expect(failureLine(new BackupError('the target is not empty'))).toBe(
      'cabinet-backup: the target is not empty',
    );
  });
});
