import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { ModelDefinition } from './definition.ts';
import { publicFields } from './fields.ts';
import { compileFilter, filterNames, type Filter } from './filter.ts';
import { toRecord, viewAll, viewOne } from './record-schema.ts';
import { maskListHidden, unlistedColumns } from './list-hidden.ts';
import { scopeCondition } from './scope.ts';
import { BadRequestError } from '../errors.ts';

export interface SearchBody {
  search?: Filter;
  order_by?: { field: string; direction?: 'asc' | 'desc' };
}

/** Which records a list shows: the active ones (the default) or the archived ones only. */
export interface ArchiveView {
  archived?: boolean;
}

/**
 * The rows a search reads: the caller's scope, the filter, and the archive view: active records,
 * or with `archived` the archived ones only. A filter naming `active` itself overrides the view.
 */
export function searchCondition(
  model: ModelDefinition,
  actor: Actor,
  filter: Filter | undefined,
  view: ArchiveView = {},
): SQL | undefined {
  const scope = scopeCondition(model, actor, 'read');
  const compiled = compileFilter(
    {
      table: model.table,
      secret: unlistedColumns(model),
      relations: model.relations,
      searchText: model.searchText,
    },
    filter,
  );
  const active = getTableColumns(model.table).active;
  const archive =
    active && !filterNames(filter, 'active') ? eq(active, view.archived !== true) : undefined;
  return and(scope, compiled, archive);
}

export async function searchRecords(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  body: SearchBody,
  page: { skip: number; limit: number } & ArchiveView,
): Promise<{ data: Record<string, unknown>[]; total: number }> {
  const where = searchCondition(model, actor, body.search, page);
  const orderField = body.order_by?.field ?? 'id';
  const field = publicFields(model.table, unlistedColumns(model)).get(orderField);
  if (!field) throw new BadRequestError(`Cannot order ${model.name} by "${orderField}".`);
  const direction = body.order_by?.direction ?? 'desc';
  const [counted] = await db.select({ total: count() }).from(model.table).where(where);
  const rows = await db
    .select()
    .from(model.table)
    .where(where)
    .orderBy(direction === 'asc' ? asc(field.column) : desc(field.column))
    .offset(page.skip)
    .limit(page.limit);
  const records = rows.map((row) =>
    maskListHidden(model, toRecord(model, row as Record<string, unknown>)),
  );
  return { data: await viewAll(db, model, records), total: counted?.total ?? 0 };
}

/** One record within the caller's read scope; another's record answers like a missing one. */
export async function getRecord(
  db: Database,
  model: ModelDefinition,
  actor: Actor,
  id: number,
): Promise<Record<string, unknown> | null> {
  const idColumn = getTableColumns(model.table).id!;
  const [row] = await db
    .select()
    .from(model.table)
    .where(and(eq(idColumn, id), scopeCondition(model, actor, 'read')));
  return row ? viewOne(db, model, toRecord(model, row)) : null;
}
