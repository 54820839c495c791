import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { actorOf } from '../../engine/actor.ts';
import { ForbiddenError } from '../../errors.ts';
import { isProduction } from '../../config.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { loadDemoData } from './load-demo-data.ts';

/** Administrators load an app's demo data into their organization, once; the load is audited. */
export async function loadDemoDataFor(
  app: FastifyInstance,
  request: FastifyRequest,
  appName: string,
) {
  const actor = await actorOf(app, request);
  if (!['org', 'all'].includes(scopeFor(actor.permissions, 'apps', 'write')))
    throw new ForbiddenError('Only administrators can load demo data.');
  // Made-up staff and requests have no place beside a practice's real ones.
  if (isProduction(app.config))
    throw new ForbiddenError('Demo data is never loaded on a production server.');
  const counts = await loadDemoData(app.db, appName, {
    organizationId: actor.organizationId ?? 1,
    notifyUserId: actor.userId,
  });
  await recordAudit(app.db, {
    event: 'apps.demo_data_loaded',
    userId: actor.userId,
    ip: request.ip,
    detail: { model: 'apps', app: appName, ...counts },
  });
  return counts;
}
