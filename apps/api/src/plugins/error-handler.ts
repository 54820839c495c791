import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseErrorOf } from '../lib/redacted-error.ts';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function issueLocation(context: string | undefined, issue: ValidationIssue): (string | number)[] {
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const missing = issue.params.missingProperty;
  if (typeof missing === 'string') path.push(missing);
  return [context ?? 'body', ...path];
}

/**
 * Messages of the multipart parser (busboy) for a body that is not well-formed multipart. A body
 * cut off inside a part ends with "Unexpected end of multipart data", which the multipart plugin
 * passes on as an error (it once read it as the end of the parts).
 */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed part header)/;

/**
 * Bad input that a library or the database refused before our own checks could name it: a 400,
 * never a 500. Answers the message for the client, or null for a fault of the server.
 */
function clientFault(error: FastifyError): string | null {
  if (error.statusCode !== undefined) return null;
  // SQLSTATE class 22: data exceptions (a value out of range, of the wrong type, too long).
  if (databaseErrorOf(error)?.code.startsWith('22'))
    return 'A value in the request does not fit its field (wrong type or out of range).';
  // A body cut short reads as a stream closed early.
  if (MALFORMED_MULTIPART.test(error.message) || error.code === 'ERR_STREAM_PREMATURE_CLOSE')
    return 'The body is not valid multipart form data (it needs a boundary and complete parts).';
  return null;
}

/**
 * One error format for every route, so clients handle failures one way: 422 with a list for schema failures,
 * `{ detail }` otherwise, and never a stack trace, SQL or a path for unexpected errors.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const detail = (error.validation as ValidationIssue[]).map((issue) => ({
        loc: issueLocation(error.validationContext, issue),
        msg: issue.message ?? 'is invalid',
        type: issue.keyword,
      }));
      return reply.code(422).send({ detail });
    }
    const fault = clientFault(error);
    if (fault) return reply.code(400).send({ detail: fault });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // The logger keeps the error's kind, code and stack frames only (never SQL or values).
      const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
      request.log.error({ err: error, route }, 'request failed');
      return reply.code(500).send({ detail: 'An unexpected error occurred.' });
    }
    return reply.code(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
