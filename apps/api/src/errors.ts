/**
 * Every error the API answers with, in one place. A route or service throws one of these and the
 * error handler (plugins/error-handler.ts) answers its `statusCode` with `{ "detail": message }`, so
 * the message is written for the person who will read it. Anything else thrown is a 500 whose
 * details stay in the server's log.
 */

/** 400: the request breaks a rule; the message names the field or the rule. */
export class BadRequestError extends Error {
  statusCode = 400;
}

/** 401: no valid token where one is needed (missing, expired, or older than a password change). */
export class UnauthorizedError extends Error {
  statusCode = 401;
  constructor(message = 'Could not validate credentials') {
    super(message);
  }
}

/** 403: signed in, but not allowed to do this. */
export class ForbiddenError extends Error {
  statusCode = 403;
}

/** 404: no such record, or one the caller may not know exists. */
export class NotFoundError extends Error {
  statusCode = 404;
}

/** 409: the request clashes with what is stored (a closed tracking session, an id no longer anonymous). */
export class ConflictError extends Error {
  statusCode = 409;
}

/** 410: a link that worked once and no longer does (expired, replaced); the message says what to do. */
export class GoneError extends Error {
  statusCode = 410;
}

/** 413: over a size or count limit; the message names the limit. */
export class PayloadTooLargeError extends Error {
  statusCode = 413;
}

/** 422: a text field that must hold JSON (a role's permissions) holds something else. */
export class InvalidJsonError extends Error {
  statusCode = 422;
}

/** 429: the account is locked after too many failed attempts; the message says for how long. */
export class TooManyAttemptsError extends Error {
  statusCode = 429;
}

/** 429: too many requests from one address in a window (contact form, link requests). */
export class TooManyRequestsError extends Error {
  statusCode = 429;
}

/** The error for a refusal a service reports as a status and a message (sign-in outcomes). */
export function refusal(status: 400 | 401 | 403 | 404 | 429, detail: string): Error {
  const byStatus = {
    400: BadRequestError,
    401: UnauthorizedError,
    403: ForbiddenError,
    404: NotFoundError,
    429: TooManyAttemptsError,
  } as const;
  return new byStatus[status](detail);
}

/** An upload claimed to be SVG is not a readable SVG document: the upload check turns it into a 400. */
export class UnreadableSvgError extends Error {}
