import { statfs } from 'node:fs/promises';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { ForbiddenError } from '../../errors.ts';
import { readJobs } from '../../ops/job-status.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { requireUser } from '../../plugins/auth.ts';
import { databaseAnswers } from '../health/database-answers.ts';
import { backupStatus, diskStatus, housekeepingStatus, mailStatus } from './status-rules.ts';
import type { SystemStatus } from './system-status-schema.ts';

/** Free and total bytes of the disk holding `dir`; null when it cannot be read. */
async function diskSpace(dir: string) {
  try {
    const stats = await statfs(resolve(dir));
    return { free: stats.bavail * stats.bsize, total: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

/**
 * The server's state for the status screen. Permission `system_status:read` at organization scope
 * or wider (administrators): the backups, the disk and the services are the whole server's; the
 * mail queue is counted over the caller's organization (`org`) or every one (`*`).
 */
export async function readSystemStatus(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<SystemStatus> {
  const current = requireUser(request);
  const scope = scopeFor(current.permissions, 'system_status', 'read');
  if (scope !== 'org' && scope !== 'all')
    throw new ForbiddenError("Only administrators can see the server's status.");
  const now = new Date();
  const [jobs, database, space] = await Promise.all([
    readJobs(app.db),
    databaseAnswers(app.db),
    diskSpace(app.config.DATA_DIR),
  ]);
  const [counts] = await app.db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')::int`,
      oldest: sql<
        string | null
      >`min(${mailOutbox.created_at}) filter (where ${mailOutbox.status} = 'pending')`,
    })
    .from(mailOutbox)
    .where(
      scope === 'org' ? eq(mailOutbox.organization_id, current.row.organization_id) : undefined,
    );
  return {
    checked_at: now.toISOString(),
    backup: backupStatus(jobs.get('backup'), now),
    mail: mailStatus(
      {
        queued: counts?.queued ?? 0,
        failed: counts?.failed ?? 0,
        oldestQueuedAt: counts?.oldest ? new Date(counts.oldest) : null,
      },
      now,
    ),
    disk: diskStatus(space),
    services: {
      api: 'ok',
      database: database ? 'ok' : 'down',
      housekeeping: housekeepingStatus(jobs.get('housekeeping'), now),
    },
  };
}
