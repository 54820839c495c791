import type { FieldInfo } from './fields.ts';
import { BadRequestError } from '../errors.ts';

/** Whole-number ranges of the integer column types: a value outside is refused, not sent to the database. */
const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgSerial: [1, 2_147_483_647],
  PgBigInt53: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  PgBigSerial53: [1, Number.MAX_SAFE_INTEGER],
};

function numberFor(field: FieldInfo, value: unknown, fail: (expected: string) => Error): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number)) throw fail('a number');
  const range = INTEGER_RANGES[field.column.columnType];
  if (range && (!Number.isInteger(number) || number < range[0] || number > range[1]))
    throw fail(`a whole number from ${range[0]} to ${range[1]}`);
  return number;
}

/**
 * A value sent for a field, checked against the column's type and turned into what the database
 * takes (numbers within the column's range, booleans, dates). Text fields take text, numbers and
 * booleans; JSON fields take anything. Null passes: required fields are the database's to refuse.
 */
export function typedValue(field: FieldInfo, value: unknown, label = field.name): unknown {
  const fail = (expected: string) =>
    new BadRequestError(`The value for "${label}" must be ${expected}.`);
  if (value === null) return null;
  switch (field.kind) {
    case 'number':
      return numberFor(field, value, fail);
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail('true or false');
    case 'date': {
      const date =
        value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) throw fail('an ISO 8601 date');
      return date;
    }
    case 'json':
      return value;
    default:
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw fail('text');
  }
}
