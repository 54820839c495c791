import type { FastifyServerOptions } from 'fastify';
import { redactedError } from './redacted-error.ts';

const SENSITIVE_QUERY = /([?&](?:token|t|otp|password|secret)=)[^&]*/gi;

/** Strips one-time tokens and codes from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY, '$1[redacted]');
}

/**
 * Structured logs (pino) that never carry credentials, tokens, codes, request bodies or what an
 * error quoted of them: every logged `err` is reduced to its kind, code and stack frames.
 */
export function loggerOptions(
  level: string,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.token',
        '*.otp',
        '*.access_token',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: redactedError,
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
