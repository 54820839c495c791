import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { toRecord, viewOne } from './record-schema.ts';
import { scopeCondition } from './scope.ts';
import { applyUpdate } from './write.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';

/** Archives or restores one record inside the caller's transaction; any refusal throws. */
async function archiveOne(
  tx: Database,
  model: ModelDefinition,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<Record<string, unknown>> {
  const idColumn = getTableColumns(model.table).id!;
  const [existing] = (await tx
    .select()
    .from(model.table)
    .where(and(eq(idColumn, id), scopeCondition(model, actor, 'write')))) as Record<
    string,
    unknown
  >[];
  if (!existing) throw new NotFoundError(`${model.name} ${id} was not found.`);
  if (existing.system === true)
    throw new ForbiddenError(`System records cannot be ${archived ? 'archived' : 'restored'}.`);
  if (existing.active === !archived)
    throw new BadRequestError(
      `${model.name} ${id} is ${archived ? 'already archived' : 'not archived'}.`,
    );
  const row = await applyUpdate(tx, model, actor, existing, { active: !archived });
  if (row.active === archived)
    throw new ForbiddenError(`You may not ${archived ? 'archive' : 'restore'} this record.`);
  return row;
}

/**
 * Archives (`active` false) or restores (`active` true) one record the caller may edit. An archived
 * record stays whole but leaves lists, searches and exports until restored. It goes through the
 * model's update rules, so archiving a user also ends their sessions; system records are refused.
 */
export async function setArchived(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  id: number,
  archived: boolean,
): Promise<Record<string, unknown>> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const row = await archiveOne(tx, model, actor, id, archived);
    return viewOne(tx, model, toRecord(model, row));
  });
}

/**
 * Archives or restores several records, all or nothing: one transaction, and the first record that
 * cannot change (missing, out of the caller's scope, a system record, already in that state) refuses
 * the whole batch with its reason, so a list never ends half archived.
 */
export async function setArchivedMany(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  ids: readonly number[],
  archived: boolean,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    for (const id of unique) await archiveOne(tx, model, actor, id, archived);
  });
  return unique;
}
