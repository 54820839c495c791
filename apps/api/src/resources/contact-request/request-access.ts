import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import type { Actor } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { NotFoundError } from '../../errors.ts';
import { contactRequestModel } from './contact-request-model.ts';

/**
 * The request, if the actor may read it (or write it): 401/403 without the right at all, and
 * another practitioner's request answers like a missing one (404).
 */
export async function reachableRequest(
  db: Database,
  actor: Actor,
  requestId: number,
  action: 'read' | 'write',
) {
  const [found] = await db
    .select()
    .from(contactRequest)
    .where(
      and(eq(contactRequest.id, requestId), scopeCondition(contactRequestModel, actor, action)),
    );
  if (!found) throw new NotFoundError(`contact_request ${requestId} was not found.`);
  return found;
}
