import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordModelAudit } from '../../audit/record-audit.ts';
import { toUserView } from '../../auth/current-user-view.ts';
import { loadCurrentUser } from '../../auth/current-user.ts';
import { actorOf, who } from '../../engine/actor.ts';
import { updateRecord } from '../../engine/write.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { OWN_PROFILE_FIELDS } from './self-service-fields.ts';
import { userModel } from './user-model.ts';

export type OwnProfile = Partial<
  Record<Exclude<(typeof OWN_PROFILE_FIELDS)[number], 'image_id'>, string | null> & {
    image_id: number | null;
  }
>;

/** A text trimmed; an empty one is no value. */
const cleaned = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/**
 * Saves the signed-in user's own names, phones and picture, through the user model's rules (a
 * picture must be one of the files they may read); nothing else of the account can be sent here.
 * Answers the user as the session keeps it.
 */
export async function updateOwnProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  body: OwnProfile,
) {
  const current = requireUser(request);
  const actor = await actorOf(app, request);
  const values = Object.fromEntries(
    Object.entries(body).map(([field, value]) => [field, cleaned(value)]),
  );
  await updateRecord(app.db, userModel, actor, current.row.id, values);
  await recordModelAudit(app.db, 'record.updated', who(actor, request), 'user', [current.row.id]);
  const refreshed = await loadCurrentUser(app.db, current.row.id);
  return toUserView(refreshed ?? current);
}
