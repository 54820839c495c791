import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { MAIL_OUTCOMES } from './mail-outcome.ts';
import { sendMail, type MailResult } from './mailer.ts';
import { openQueuedMessage } from './outbox.ts';

export interface MailQueueOptions {
  /** How often the queue looks for due mails besides the nudge each new mail gives it. */
  pollMs: number;
  /** The wait after the first failure; each further failure doubles it, up to `maxDelayMs`. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Attempts before a mail is marked failed for good (admins see it). */
  maxAttempts: number;
  /** How long a claimed mail is this process's: longer than a send can take (its timeouts). */
  leaseMs: number;
}

/** 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: 12 attempts span about five hours. */
export const DEFAULT_MAIL_QUEUE: MailQueueOptions = {
  pollMs: 5_000,
  retryBaseMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 12,
  leaseMs: 5 * 60_000,
};

const BATCH = 10;

/**
 * Sends the outbox in the background. Several processes may run one each on the same database:
 * a mail is claimed with `FOR UPDATE SKIP LOCKED` and a lease, so exactly one process sends it.
 * A mail whose send fails is retried with an exponential backoff, then marked failed.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly box: SecretBox,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailQueueOptions = DEFAULT_MAIL_QUEUE,
    private readonly send: typeof sendMail = sendMail,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Looks for due mails now (a new mail was queued); never waits, never throws. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'mail queue run failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and waits for the mails being sent to be recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends every due mail, batch after batch; answers how many went. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) if (await this.deliver(mail)) sent += 1;
      if (this.stopped) return sent;
    }
  }

  private claim() {
    const now = sql`now()`;
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            lte(mailOutbox.next_attempt_at, now),
            or(isNull(mailOutbox.claimed_until), lte(mailOutbox.claimed_until, now)),
          ),
        )
        .orderBy(asc(mailOutbox.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          claimed_until: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    let result: MailResult;
    try {
      const message = openQueuedMessage(this.box, mail.message_sealed);
      result = await this.send(this.db, this.box, message, mail.organization_id);
    } catch {
      // A message sealed under another app secret, or a settings read that failed.
      result = { sent: false, reason: MAIL_OUTCOMES.other };
    }
    if (result.sent) {
      await this.db
        .update(mailOutbox)
        .set({ status: 'sent', sent_at: new Date(), claimed_until: null, last_reason: null })
        .where(eq(mailOutbox.id, mail.id));
      this.log.info({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts }, 'mail sent');
      return true;
    }
    const final = mail.attempts >= this.options.maxAttempts;
    const delay = Math.min(
      this.options.retryBaseMs * 2 ** (mail.attempts - 1),
      this.options.maxDelayMs,
    );
    await this.db
      .update(mailOutbox)
      .set({
        status: final ? 'failed' : 'pending',
        claimed_until: null,
        last_reason: result.reason,
        next_attempt_at: sql`now() + ${delay} * interval '1 millisecond'`,
      })
      .where(eq(mailOutbox.id, mail.id));
    this.log.warn(
      { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason: result.reason },
      final ? 'mail failed for good' : 'mail not sent, will retry',
    );
    return false;
  }
}
