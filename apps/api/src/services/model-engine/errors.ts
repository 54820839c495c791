/** A request the engine refuses, with a message that names what is wrong. */
export class BadRequestError extends Error {
  statusCode = 400;
}

/** A request over a size or count limit; the message names the limit. */
export class PayloadTooLargeError extends Error {
  statusCode = 413;
}
