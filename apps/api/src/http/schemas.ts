import { Type } from 'typebox';

/** Every failure answers `{ detail }`, one sentence a person can read: clients show it as it is. */
export const ErrorResponse = Type.Object(
  { detail: Type.String() },
  { $id: 'ErrorResponse', description: 'A failure, explained for people.' },
);

/**
 * 422: a schema failure lists what is wrong and where; a content rule (e.g. "Invalid JSON") is one
 * sentence.
 */
export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.Union([
      Type.Array(
        Type.Object({
          loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
          msg: Type.String(),
          type: Type.String(),
        }),
      ),
      Type.String(),
    ]),
  },
  {
    $id: 'ValidationErrorResponse',
    description: 'The request is well formed but its content is not valid.',
  },
);

/** A plain confirmation for people (e.g. "a link has been sent"). */
export const MessageResponse = Type.Object({ detail: Type.String() }, { $id: 'MessageResponse' });

/** Adds the error answers every route can give to a route's `response` schema. */
export function withErrors<T extends Record<number, unknown>>(responses: T) {
  return {
    ...responses,
    '4xx': Type.Ref('ErrorResponse'),
    422: Type.Ref('ValidationErrorResponse'),
    '5xx': Type.Ref('ErrorResponse'),
  };
}

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
