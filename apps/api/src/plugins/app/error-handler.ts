import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
 * One error format for every route (architecture §3): 422 with a list for schema failures,
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
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ detail: 'An unexpected error occurred.' });
    }
    return reply.code(status).send({ detail: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
});
