import { Type } from 'typebox';

/** Every failure answers `{ detail }` (architecture §3). */
export const ErrorResponse = Type.Object(
  { detail: Type.String() },
  { $id: 'ErrorResponse', description: 'A failure, explained for people.' },
);

/** Request-validation failures (422) list what is wrong and where. */
export const ValidationErrorResponse = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
        msg: Type.String(),
        type: Type.String(),
      }),
    ),
  },
  { $id: 'ValidationErrorResponse', description: 'The request did not match its schema.' },
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
