import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { OtherRequests } from '../backup/backup-socket.ts';
import { parseUnit, type Alert } from './alerts/alert.ts';
import { alertMails } from './alerts/alert-mails.ts';
import { recordJob } from './job-status.ts';

/**
 * What the commands of this machine ask the running API over its private socket when the API holds
 * the embedded database (backup-socket.ts): the command cannot open the database itself then.
 * - `{"type":"job","job":"backup","outcome":{…}}` records the backup's outcome (job-status.ts);
 * - `{"type":"alert","unit":…,"at":…,"host":…,"result":…}` queues the alert mail to every
 *   administrator, sent by this process's mail queue.
 */
const JobRequest = Type.Object({
  type: Type.Literal('job'),
  job: Type.Literal('backup'),
  outcome: Type.Union([
    Type.Object({
      ok: Type.Literal(true),
      at: Type.String({ format: 'date-time' }),
      detail: Type.Record(Type.String(), Type.Unknown()),
    }),
    Type.Object({
      ok: Type.Literal(false),
      at: Type.String({ format: 'date-time' }),
      reason: Type.String({ maxLength: 500 }),
    }),
  ]),
});

const AlertRequest = Type.Object({
  type: Type.Literal('alert'),
  unit: Type.String({ maxLength: 128 }),
  at: Type.String({ format: 'date-time' }),
  host: Type.String({ pattern: '^[A-Za-z0-9.-]{1,253}$' }),
  result: Type.Union([Type.String({ pattern: '^[A-Za-z0-9_, -]{1,100}$' }), Type.Null()]),
});

/** Queues the alert's mails; answers how many. */
export async function queueAlert(app: FastifyInstance, alert: Alert): Promise<number> {
  const mails = await alertMails(app.db, alert, app.config.BACKOFFICE_URL);
  for (const { message, organizationId } of mails)
    await app.enqueueMail(message, { organizationId, kind: 'service-alert' });
  app.log.warn({ unit: alert.unit, mails: mails.length }, 'service failure alert queued');
  return mails.length;
}

export function localRequests(app: FastifyInstance): OtherRequests {
  return async (request) => {
    if (Value.Check(JobRequest, request)) {
      await recordJob(app.db, request.job, request.outcome);
      return { ok: true };
    }
    if (Value.Check(AlertRequest, request)) {
      const unit = parseUnit(request.unit);
      if (!unit) return null;
      const queued = await queueAlert(app, {
        unit,
        at: new Date(request.at),
        host: request.host,
        result: request.result,
      });
      return { ok: true, queued };
    }
    return null;
  };
}
