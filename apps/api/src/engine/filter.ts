import {
  and,
  between,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  like,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
  type Column,
  type SQL,
} from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { typedValue as checkedValue } from './field-value.ts';
import { publicFields, type FieldInfo, type RelationInfo } from './fields.ts';
import { BadRequestError } from '../errors.ts';

export const OPERATORS = [
  '=',
  '!=',
  'in',
  'not_in',
  '>',
  '>=',
  '<',
  '<=',
  'like',
  'ilike',
  'between',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface Criterion {
  field: string;
  operator: string;
  value?: unknown;
}

export interface Filter {
  AND?: Criterion[];
  OR?: Criterion[];
}

export interface FilterContext {
  table: PgTable;
  secret: readonly string[];
  relations?: Readonly<Record<string, RelationInfo>>;
  searchText?: SearchText;
}

/** A stored lower-cased copy of some text fields, one a line, that answers a search across them. */
export interface SearchText {
  column: Column;
  fields: readonly string[];
}

/**
 * An OR group that is one `ilike` term over exactly the fields of the model's search text (the
 * back-office's search box) is answered by that column with a plain `like`: same rows (the term
 * cannot span two fields, having no line break), without case-folding five columns of every row.
 */
function searchTextCondition(searchText: SearchText | undefined, criteria: Criterion[]) {
  const value = criteria[0]?.value;
  if (!searchText || typeof value !== 'string' || value.includes('\n')) return null;
  const fields = new Set(criteria.map((c) => c.field));
  const sameTerm = criteria.every((c) => c.operator === 'ilike' && c.value === value);
  const sameFields =
    fields.size === searchText.fields.length && searchText.fields.every((f) => fields.has(f));
  if (!sameTerm || !sameFields) return null;
  return sql`${searchText.column} like lower(${containing(value)})`;
}

/** Related tables are searched by listed fields only; one list, so their fields are computed once. */
const NO_SECRETS: readonly string[] = [];

/** Escapes LIKE wildcards so `like`/`ilike` match the text anywhere, literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many values an `in` or `not_in` list may hold: a page of ids, not a table dump. */
export const MAX_LIST_VALUES = 1000;

/** A value to compare a field with; JSON fields are stored documents, not searched. */
function typedValue(field: FieldInfo, value: unknown, label: string): unknown {
  if (field.kind === 'json') throw new BadRequestError(`The field "${label}" cannot be searched.`);
  return checkedValue(field, value, label);
}

function condition(field: FieldInfo, operator: Operator, value: unknown, label: string): SQL {
  const column = field.column;
  const list = (): unknown[] => {
    if (!Array.isArray(value) || value.length === 0)
      throw new BadRequestError(`The operator "${operator}" on "${label}" needs a non-empty list.`);
    if (value.length > MAX_LIST_VALUES)
      throw new BadRequestError(
        `The operator "${operator}" on "${label}" takes at most ${MAX_LIST_VALUES} values.`,
      );
    return value.map((v) => typedValue(field, v, label));
  };
  switch (operator) {
    case '=':
      return value === null ? sql`${column} is null` : eq(column, typedValue(field, value, label));
    case '!=':
      return value === null
        ? sql`${column} is not null`
        : ne(column, typedValue(field, value, label));
    case 'in':
      return inArray(column, list());
    case 'not_in':
      return notInArray(column, list());
    case '>':
      return gt(column, typedValue(field, value, label));
    case '>=':
      return gte(column, typedValue(field, value, label));
    case '<':
      return lt(column, typedValue(field, value, label));
    case '<=':
      return lte(column, typedValue(field, value, label));
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2)
        throw new BadRequestError(
          `The operator "between" on "${label}" needs a list of two values.`,
        );
      return between(
        column,
        typedValue(field, value[0], label),
        typedValue(field, value[1], label),
      );
    }
    case 'like':
    case 'ilike': {
      if (field.kind !== 'string')
        throw new BadRequestError(
          `The operator "${operator}" applies to text; "${label}" is not text.`,
        );
      if (typeof value !== 'string')
        throw new BadRequestError(`The value for "${label}" must be text.`);
      return (operator === 'like' ? like : ilike)(column, containing(value));
    }
  }
}

function criterionSql(context: FilterContext, criterion: Criterion): SQL {
  if (!criterion || typeof criterion.field !== 'string' || typeof criterion.operator !== 'string') {
    throw new BadRequestError('Each criterion needs a "field" and an "operator".');
  }
  const operator = criterion.operator as Operator;
  if (!OPERATORS.includes(operator)) {
    throw new BadRequestError(
      `Unknown operator "${criterion.operator}". Use one of: ${OPERATORS.join(', ')}.`,
    );
  }
  const own = publicFields(context.table, context.secret);
  const [head, tail, ...rest] = criterion.field.split('.');
  if (tail === undefined) {
    const field = own.get(criterion.field);
    if (!field) throw unknownField(context, criterion.field);
    return condition(field, operator, criterion.value, criterion.field);
  }
  const relation = head ? context.relations?.[head] : undefined;
  if (!relation || rest.length > 0 || !relation.searchable.includes(tail))
    throw unknownField(context, criterion.field);
  const field = publicFields(relation.table, NO_SECRETS).get(tail);
  const via = getTableColumns(context.table)[relation.via];
  const relatedId = getTableColumns(relation.table).id;
  if (!field || !via || !relatedId) throw unknownField(context, criterion.field);
  const inner = condition(field, operator, criterion.value, criterion.field);
  return sql`${via} in (select ${relatedId} from ${relation.table} where ${inner})`;
}

function unknownField(context: FilterContext, name: string): BadRequestError {
  const model = getTableConfig(context.table).name;
  if (context.secret.includes(name))
    return new BadRequestError(`The field "${name}" of ${model} cannot be searched.`);
  return new BadRequestError(`Unknown field "${name}" for ${model}.`);
}

/** AND criteria all hold; OR criteria need one match; the two groups combine with AND. */
export function compileFilter(context: FilterContext, filter: Filter | undefined): SQL | undefined {
  if (!filter) return undefined;
  for (const group of ['AND', 'OR'] as const) {
    if (filter[group] !== undefined && !Array.isArray(filter[group]))
      throw new BadRequestError(`"${group}" must be a list of criteria.`);
  }
  const all = (filter.AND ?? []).map((c) => criterionSql(context, c));
  const any = (filter.OR ?? []).map((c) => criterionSql(context, c));
  const anyOf = any.length
    ? (searchTextCondition(context.searchText, filter.OR ?? []) ?? or(...any)!)
    : null;
  const parts = [...all, ...(anyOf ? [anyOf] : [])];
  return parts.length ? and(...parts) : undefined;
}

/** Whether the filter names a field, so the archive rule knows if `active` was asked for. */
export function filterNames(filter: Filter | undefined, field: string): boolean {
  return [...(filter?.AND ?? []), ...(filter?.OR ?? [])].some((c) => c?.field === field);
}
