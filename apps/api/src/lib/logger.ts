import type { FastifyServerOptions } from 'fastify';
import { redactedError } from './redacted-error.ts';

const SENSITIVE_QUERY = /([?&](?:token|t|otp|password|secret)=)[^&]*/gi;

/** A calendar feed's address carries its token in the path (a calendar app sends no fragment). */
const CALENDAR_FEED_PATH = /(\/calendar\/)[^/?#]+(\.ics)/gi;

/** Strips one-time tokens and codes, and calendar feed tokens, from a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(SENSITIVE_QUERY, '$1[redacted]').replace(CALENDAR_FEED_PATH, '$1[redacted]$2');
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
