import type { FastifyInstance } from 'fastify';

/**
 * Removes stored files that no attachment row names and that are over an hour old (a process
 * stopped between writing a file and its row, which are written one after the other). Answers how
 * many went. One delete statement: safe on several processes at once.
 */
export function sweepOrphanFiles(app: FastifyInstance, now = Date.now()): Promise<number> {
  return app.fileStore.removeOrphans(now);
}
