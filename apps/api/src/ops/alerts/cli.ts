/**
 * `pnpm alert UNIT` (`node apps/api/dist/alert.js UNIT`): mails every active administrator that a
 * systemd unit failed. The template unit `cabinet-alert@.service` runs it as systemd's OnFailure=
 * handler of each Cabinet unit. It reads the API's environment (the database, the app secret that
 * opens the stored SMTP password) and prints one line: how many mails went. Never a log line, a
 * secret or anything a visitor wrote.
 *
 * - With the embedded database held by a running API (a failed backup, a failed site server), the
 *   API queues the mails over its private socket and its mail queue sends them.
 * - Otherwise (the API is down, or PostgreSQL), the command sends each mail itself through the
 *   organization's SMTP settings and records it in the outbox: sent, or pending for the API's
 *   sender to retry once it runs again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { sendToRunningApi } from '../../backup/ask-running-api.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { safeErrorText } from '../../lib/redacted-error.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { sendMail } from '../../mail/mailer.ts';
import { recordDirectMail } from '../../mail/outbox.ts';
import { monitorResult, parseUnit, type Alert } from './alert.ts';
import { alertMails } from './alert-mails.ts';

class AlertError extends Error {}

/** An alert request the running API answers within this, or the command says it could not. */
const API_ANSWER_MS = 60_000;

/** The server's name as it goes into the mail: a host name, or a neutral word for anything else. */
function serverName(): string {
  const name = hostname();
  return /^[A-Za-z0-9.-]{1,253}$/.test(name) ? name : 'server';
}

function appSecretOf(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'app-secret');
  if (!existsSync(file))
    throw new AlertError(
      'no APP_SECRET and no DATA_DIR/app-secret: the SMTP settings cannot be read',
    );
  return readFileSync(file, 'utf8').trim();
}

async function main(args: string[]): Promise<string> {
  const unit = parseUnit(args[0]);
  if (!unit || args.length !== 1)
    throw new AlertError('usage: alert UNIT (a systemd unit name, e.g. cabinet-backup.service)');
  const alert: Alert = {
    unit,
    at: new Date(),
    host: serverName(),
    result: monitorResult(process.env),
  };
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  if (!config.DATABASE_URL) {
    const answer = await sendToRunningApi<{ ok: boolean; queued?: number; error?: string }>(
      dataDir,
      { type: 'alert', ...alert, at: alert.at.toISOString() },
      API_ANSWER_MS,
    );
    if (answer && !answer.ok) throw new AlertError('the running API could not queue the alert');
    if (answer) {
      if (!answer.queued) throw new AlertError('no active administrator with an email address');
      return `${unit} failed: ${answer.queued} alert mails queued by the running API`;
    }
  }
  const box = createSecretBox(appSecretOf(config.APP_SECRET, dataDir));
  const database = await openDatabase(
    config.DATABASE_URL
      ? { kind: 'postgres', url: config.DATABASE_URL }
      : { kind: 'pglite', dataDir, log: (line) => process.stderr.write(`${line}\n`) },
  );
  try {
    const mails = await alertMails(database.db, alert, config.BACKOFFICE_URL);
    if (mails.length === 0) throw new AlertError('no active administrator with an email address');
    let sent = 0;
    const reasons = new Set<string>();
    for (const { message, organizationId } of mails) {
      const result = await sendMail(database.db, box, message, organizationId);
      await recordDirectMail(
        database.db,
        box,
        message,
        { organizationId, kind: 'service-alert' },
        result,
      );
      if (result.sent) sent += 1;
      else reasons.add(result.reason);
    }
    const line = `${unit} failed: ${sent} of ${mails.length} alert mails sent`;
    if (sent === mails.length) return line;
    // Recorded as pending: the API's sender tries again once it runs.
    const failure = `${line}; the others wait in the outbox (${[...reasons].join(' ')})`;
    if (sent === 0) throw new AlertError(failure);
    return failure;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (line) => process.stdout.write(`cabinet-alert: ${line}\n`),
  (error: unknown) => {
    const reason =
      error instanceof AlertError || error instanceof ConfigError
        ? error.message
        : `failed: ${safeErrorText(error)}`;
    process.stderr.write(`cabinet-alert: ${reason}\n`);
    process.exit(1);
  },
);
