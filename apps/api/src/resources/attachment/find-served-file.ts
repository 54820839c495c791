import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachment } from '../../db/schema/attachment.ts';
import { attachmentModel } from './attachment-model.ts';
import { actorOf } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { isStoredName } from '../../files/stored-name.ts';
import { NotFoundError, UnauthorizedError } from '../../errors.ts';

export type ServedFile = typeof attachment.$inferSelect;

/**
 * The attachment a serve request may read. Public files go to anyone; a private one needs a token
 * (401) and then read rights on it, and someone else's answers 404 like a name that does not exist,
 * so its existence does not leak.
 */
export async function findServedFile(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
): Promise<ServedFile> {
  const missing = new NotFoundError('File not found.');
  if (!isStoredName(name)) throw missing;
  const [row] = await app.db.select().from(attachment).where(eq(attachment.name, name));
  if (!row) throw missing;
  if (row.public) return row;
  if (!request.currentUser) throw new UnauthorizedError('Not authenticated');
  const actor = await actorOf(app, request);
  let scope;
  try {
    scope = scopeCondition(attachmentModel, actor, 'read');
  } catch {
    throw missing;
  }
  const [readable] = await app.db
    .select({ id: attachment.id })
    .from(attachment)
    .where(and(eq(attachment.id, row.id), scope));
  if (!readable) throw missing;
  return row;
}
