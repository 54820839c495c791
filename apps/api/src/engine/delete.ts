import { and, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { compileFilter, type Filter } from './filter.ts';
import { referencesTo } from './references.ts';
import { scopeCondition } from './scope.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { unlistedColumns } from './list-hidden.ts';

export interface DeletePlan {
  /** Model name → descriptions of rows that go too (their required reference points at a deleted row). */
  to_delete: Record<string, string[]>;
  /** Model name → descriptions of rows whose optional reference is emptied. */
  to_set_null: Record<string, string[]>;
}

interface Step {
  kind: 'delete' | 'set-null';
  table: PgTable;
  column?: string;
  ids: number[];
}

/** Every model the app serves: a dependant row is described, and cleaned up after, by its model. */
type Models = readonly ModelDefinition[];
const modelOf = (models: Models, table: PgTable) => models.find((m) => m.table === table);
const describeRow = (models: Models, table: PgTable, row: Record<string, unknown>) =>
  modelOf(models, table)?.describe(row) ?? String(row.id);

/**
 * What deleting these rows entails, followed transitively. Tables the database cascades itself (links,
 * tokens) are left to it and not listed, unless staff know them as records (a user's notifications).
 */
async function plan(
  db: Database,
  models: Models,
  table: PgTable,
  ids: number[],
): Promise<{ report: DeletePlan; steps: Step[]; blockedBySystem: boolean }> {
  const report: DeletePlan = { to_delete: {}, to_set_null: {} };
  const steps: Step[] = [];
  const seen = new Set<string>();
  let blockedBySystem = false;
  const queue: { table: PgTable; ids: number[] }[] = [{ table, ids }];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const reference of referencesTo(current.table)) {
      if (reference.cascades && !modelOf(models, reference.from)) continue;
      const columns = getTableColumns(reference.from);
      const rows = (await db
        .select()
        .from(reference.from)
        .where(inArray(columns[reference.column]!, current.ids))) as Record<string, unknown>[];
      const fresh = rows.filter((row) => !seen.has(`${reference.fromName}:${String(row.id)}`));
      if (fresh.length === 0) continue;
      fresh.forEach((row) => seen.add(`${reference.fromName}:${String(row.id)}`));
      const name = modelOf(models, reference.from)?.name ?? reference.fromName;
      const target = reference.required ? report.to_delete : report.to_set_null;
      target[name] = [
        ...(target[name] ?? []),
        ...fresh.map((row) => describeRow(models, reference.from, row)),
      ];
      const freshIds = fresh.map((row) => row.id as number);
      if (reference.required) {
        if (fresh.some((row) => row.system === true)) blockedBySystem = true;
        steps.push({ kind: 'delete', table: reference.from, ids: freshIds });
        queue.push({ table: reference.from, ids: freshIds });
      } else {
        steps.push({
          kind: 'set-null',
          table: reference.from,
          column: reference.column,
          ids: freshIds,
        });
      }
    }
  }
  return { report, steps, blockedBySystem };
}

async function rowsInScope(db: Database, model: ModelDefinition, actor: Actor, ids: number[]) {
  const idColumn = getTableColumns(model.table).id!;
  const rows = (await db
    .select()
    .from(model.table)
    .where(and(inArray(idColumn, ids), scopeCondition(model, actor, 'delete')))) as Record<
    string,
    unknown
  >[];
  if (rows.length !== new Set(ids).size)
    throw new NotFoundError(`Some ${model.name} records were not found.`);
  if (rows.some((row) => row.system === true))
    throw new ForbiddenError('System records cannot be deleted.');
  await model.beforeDelete?.(db, rows, actor);
  return rows;
}

/** The ids a bulk filter selects among the rows the caller may delete; no criterion selects nothing. */
export async function idsForBulk(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  filter: Filter,
): Promise<number[]> {
  // Permission first: a caller who may not delete is refused even when the filter selects nothing.
  const scope = scopeCondition(model, actor, 'delete');
  if (!(filter.AND?.length || filter.OR?.length)) return [];
  const compiled = compileFilter(
    {
      table: model.table,
      secret: unlistedColumns(model),
      relations: model.relations,
      searchText: model.searchText,
    },
    filter,
  );
  const idColumn = getTableColumns(model.table).id!;
  const rows = await db.select({ id: idColumn }).from(model.table).where(and(compiled, scope));
  return rows.map((row) => row.id as number);
}

export async function deleteCheck(
  db: Database,
  models: Models,
  model: ModelDefinition,
  actor: Actor,
  ids: number[],
): Promise<DeletePlan> {
  await rowsInScope(db, model, actor, ids);
  return (await plan(db, models, model.table, ids)).report;
}

/**
 * Deletes the rows; with dependants, only when `force` is set, and then the dependants too (or their
 * optional references emptied), all in one transaction.
 */
export async function deleteRecords(
  db: Database,
  models: Models,
  model: ModelDefinition,
  actor: Actor,
  ids: number[],
  force: boolean,
): Promise<DeletedRows[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await rowsInScope(tx, model, actor, ids);
    const { report, steps, blockedBySystem } = await plan(tx, models, model.table, ids);
    const hasDependants =
      Object.keys(report.to_delete).length + Object.keys(report.to_set_null).length > 0;
    if (hasDependants && !force) throw new BadRequestError('This record has dependencies.');
    if (blockedBySystem) throw new ForbiddenError('System records cannot be deleted.');
    for (const step of steps.filter((s) => s.kind === 'set-null')) {
      const columns = getTableColumns(step.table);
      await tx
        .update(step.table)
        .set({ [step.column!]: null })
        .where(inArray(columns.id!, step.ids));
    }
    const deleted: DeletedRows[] = [];
    for (const step of steps.filter((s) => s.kind === 'delete').reverse()) {
      const rows = await tx
        .delete(step.table)
        .where(inArray(getTableColumns(step.table).id!, step.ids))
        .returning();
      deleted.push({ table: step.table, rows });
    }
    const rows = await tx
      .delete(model.table)
      .where(inArray(getTableColumns(model.table).id!, ids))
      .returning();
    deleted.push({ table: model.table, rows });
    return deleted;
  });
}

/** Rows a delete removed from one table, for what must follow the commit (files on disk). */
export interface DeletedRows {
  table: PgTable;
  rows: Record<string, unknown>[];
}

/** Runs each model's `afterDelete` once the delete has committed; a failure is logged, not raised. */
export async function afterDelete(app: FastifyInstance, deleted: DeletedRows[]): Promise<void> {
  for (const { table, rows } of deleted) {
    const hook = modelOf(app.models, table)?.afterDelete;
    if (!hook || rows.length === 0) continue;
    await hook(app, rows).catch((error: unknown) =>
      app.log.error(
        { err: error, model: modelOf(app.models, table)?.name },
        'after-delete step failed',
      ),
    );
  }
}
