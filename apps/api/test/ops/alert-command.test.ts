import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { createSecretBox } from '../../src/lib/secret-box.ts';
import { openQueuedMessage } from '../../src/mail/outbox.ts';
import { builtAlertCli } from '../helpers/built-api.ts';
import { startMailCatcher } from '../helpers/mail-catcher.ts';
import { alertDataDir } from './alert-fixture.ts';

const APP_SECRET = 'alert-test-app-secret-of-forty-characters!';
const FAILED_BACKUP = {
  MONITOR_SERVICE_RESULT: 'exit-code',
  MONITOR_EXIT_CODE: 'exited',
  MONITOR_EXIT_STATUS: '1',
};

/** `pnpm alert` as systemd's OnFailure= handler runs it, with the API stopped. */
function alert(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [builtAlertCli(), ...args], {
    env: {
      ...inherited,
      DATA_DIR: dataDir,
      APP_SECRET,
      BACKOFFICE_URL: 'https://office.cabinet.example',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function outbox(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const box = createSecretBox(APP_SECRET);
    const rows = await database.db.select().from(mailOutbox);
    return rows.map((row) => ({ ...row, message: openQueuedMessage(box, row.message_sealed) }));
  } finally {
    await database.close();
  }
}

let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let dataDir: string;
beforeAll(async () => {
  catcher = await startMailCatcher();
  dataDir = await alertDataDir(catcher.port);
});
// Closed by the test of a mail server that is down; closing twice is harmless.
afterAll(() => catcher.close().catch(() => undefined));

// Each run opens the embedded database in a process of its own (WebAssembly): slow when busy.
describe('the alert command, with the API down', { timeout: 120_000 }, () => {
  it('mails each active administrator in their language and records the mails as sent', async () => {
    const run = await alert(['cabinet-backup'], dataDir, FAILED_BACKUP);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      'cabinet-alert: cabinet-backup.service failed: 2 of 2 alert mails sent\n',
    );
    expect(catcher.mails.flatMap((mail) => mail.to).sort()).toEqual([
      'admin@example.com',
      'anna@example.com',
    ]);
    const rows = await outbox(dataDir);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ['service-alert', 'sent', 1],
      ['service-alert', 'sent', 1],
    ]);
    const toAnna = rows.find((row) => row.message.to === 'anna@example.com')!.message;
    const toAdmin = rows.find((row) => row.message.to === 'admin@example.com')!.message;
    expect(toAnna.subject).toBe(
      `Cabinet Lac: cabinet-backup.service auf ${hostname()} ausgefallen`,
    );
    expect(toAnna.text).toContain('(systemd: exit-code, exited 1)');
    expect(toAnna.text).toContain('journalctl -u cabinet-backup.service -n 100');
    expect(toAnna.text).toContain('https://office.cabinet.example/status');
    // Never told a language: French, the practice's.
    expect(toAdmin.subject).toBe(
      `Cabinet Lac\u00a0: échec de cabinet-backup.service sur ${hostname()}`,
    );
    for (const mail of [toAnna, toAdmin]) expect(mail.text).not.toContain(APP_SECRET);
  });

  it('leaves the mails pending in the outbox and fails when the mail server is down', async () => {
    await catcher.close();
    const run = await alert(['cabinet-api.service'], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'cabinet-alert: cabinet-api.service failed: 0 of 2 alert mails sent; the others wait in the outbox (Could not connect to the mail server.)\n',
    );
    const pending = (await outbox(dataDir)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => [row.message.to, row.last_reason]).sort()).toEqual([
      ['admin@example.com', 'Could not connect to the mail server.'],
      ['anna@example.com', 'Could not connect to the mail server.'],
    ]);
    // No result from systemd: the mail says so with a dash.
    const toAnna = pending.find((row) => row.message.to === 'anna@example.com')!.message;
    expect(toAnna.text).toContain('(systemd: –)');
  });

  it('refuses anything but a unit name, before it reads anything', async () => {
    const run = await alert(['cabinet-api; rm -rf /'], '/nonexistent');
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      'cabinet-alert: usage: alert UNIT (a systemd unit name, e.g. cabinet-backup.service)\n',
    );
  });
});
