import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetOldChallenges } from '../../services/contact/human-check.ts';
import { deleteExpiredContactRequests } from '../../services/contact/submit-contact.ts';
import { sweepOrphanFiles } from '../../services/files/sweep-orphans.ts';

const HOURLY = 60 * 60_000;

/**
 * Housekeeping every hour and at start: contact requests past their retention period are deleted
 * (nLPD), spent challenges forgotten, stored files no attachment names removed. Safe on several replicas: each run is an idempotent delete.
 */
export const scheduledJobsPlugin = fp(async (app: FastifyInstance) => {
  const run = async () => {
    try {
      const deleted = await deleteExpiredContactRequests(app);
      await forgetOldChallenges(app.db);
      if (deleted > 0) app.log.info({ deleted }, 'expired contact requests deleted');
      const swept = await sweepOrphanFiles(app);
      if (swept > 0) app.log.info({ swept }, 'stored files without an attachment removed');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void run(), HOURLY);
  timer.unref();
  app.addHook('onReady', run);
  app.addHook('onClose', async () => clearInterval(timer));
});
