import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column = any($1::type[])`: a list of any length travels as one array parameter, so the
 * statement stays the same size whatever the list (an `in (…)` list takes a parameter per value,
 * and PostgreSQL allows 65,535 of them).
 */
export function anyOf(
  column: SQLWrapper,
  values: readonly number[] | readonly string[],
  type: 'integer' | 'text',
): SQL {
  return sql`${column} = any(${sql.param(values)}::${sql.raw(type)}[])`;
}
