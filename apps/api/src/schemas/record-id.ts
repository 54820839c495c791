import { Type } from 'typebox';

/** The largest value of a PostgreSQL `integer` column, which every id and reference is. */
export const MAX_INT4 = 2_147_483_647;

/**
 * A record id in a path, a query or a body: a whole number the id column can hold, so an id such as
 * 99999999999 is refused by the schema (422) instead of failing in the database.
 */
export const RecordId = (options: { description?: string } = {}) =>
  Type.Integer({ minimum: 1, maximum: MAX_INT4, ...options });

/** `/{model}/{id}` and the other routes of one record. */
export const RecordIdParams = Type.Object({ id: RecordId() });
