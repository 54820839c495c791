/** A request the engine refuses, with a message that names what is wrong. */
export class BadRequestError extends Error {
  statusCode = 400;
}
