import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredAuthRows } from '../auth/purge-expired.ts';
import { purgeEndedSessions } from '../auth/sessions.ts';
import { sendReminders } from './appointment/reminders.ts';
import { forgetOldChallenges } from './contact-request/human-check.ts';
import { eraseExpiredContactRequests } from './contact-request/retention.ts';
import { sweepOrphanFiles } from '../files/sweep-orphans.ts';
import { purgeOldMail } from '../mail/mail-retention.ts';
import { purgeTrackingSessions } from './tracking/tracking-sessions.ts';
import { purgeInactiveAnonymousUsers } from './account/anonymous-users.ts';
import { recordJob } from '../ops/job-status.ts';
import { safeErrorText } from '../lib/redacted-error.ts';

const HOURLY = 60 * 60_000;

/**
 * Housekeeping every hour and at start: contact requests that ended longer ago than the retention
 * period are erased (nLPD), spent challenges forgotten, anonymous users inactive for a month deleted, expired sign-in
 * counters, rate counters, links and used TOTP steps purged, tracked visits past their retention
 * deleted, sessions ended a day ago deleted, sent mails after 30 days and failed ones after 90 removed from the outbox, stored files
 * no attachment names removed, and tomorrow's appointments reminded (once each). Safe on several
 * replicas: each run is an idempotent delete, and a reminder is marked sent with its mail. Each
 * run's outcome is recorded for the status screen (job `housekeeping`).
 */
export async function runHousekeeping(app: FastifyInstance): Promise<void> {
  const started = new Date();
  try {
    const deleted = await eraseExpiredContactRequests(app);
    await forgetOldChallenges(app.db);
    if (deleted > 0) app.log.info({ deleted }, 'contact requests past their retention erased');
    const purged = await purgeExpiredAuthRows(app.db);
    if (Object.values(purged).some((count) => count > 0))
      app.log.info(purged, 'expired counters, links and used codes purged');
    const tracking = await purgeTrackingSessions(app.db);
    if (tracking.deleted > 0 || tracking.closed > 0)
      app.log.info(tracking, 'old tracking sessions deleted, silent ones closed');
    const anonymous = await purgeInactiveAnonymousUsers(app.db);
    if (anonymous > 0) app.log.info({ anonymous }, 'inactive anonymous users deleted');
    const sessions = await purgeEndedSessions(app.db);
    if (sessions > 0) app.log.info({ sessions }, 'ended sessions deleted');
    const mails = await purgeOldMail(app.db);
    if (mails > 0) app.log.info({ mails }, 'old mails deleted from the outbox');
    const reminded = await sendReminders(app);
    if (reminded > 0) app.log.info({ reminded }, 'appointment reminders queued');
    const swept = await sweepOrphanFiles(app);
    if (swept > 0) app.log.info({ swept }, 'stored files without an attachment removed');
    await recordJob(app.db, 'housekeeping', { ok: true, at: started.toISOString(), detail: {} });
  } catch (error) {
    app.log.error({ err: error }, 'housekeeping failed');
    // The status screen shows the run failed: the error's kind and code only (it may quote rows).
    await recordJob(app.db, 'housekeeping', {
      ok: false,
      at: started.toISOString(),
      reason: safeErrorText(error),
    }).catch(() => undefined);
  }
}

export const housekeepingPlugin = fp(async (app: FastifyInstance) => {
  const run = () => runHousekeeping(app);
  const timer = setInterval(() => void run(), HOURLY);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
});
