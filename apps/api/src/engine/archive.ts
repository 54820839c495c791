import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { toRecord, viewOne } from './record-schema.ts';
import { scopeCondition } from './scope.ts';
import { applyUpdate } from './write.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';

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
    return viewOne(tx, model, toRecord(model, row));
  });
}
