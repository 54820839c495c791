import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { attachment } from '../../db/schema/attachment.ts';
import { user } from '../../db/schema/user.ts';

/** What a practitioner's answers carry beside the columns. */
export const practitionerViewSchema = {
  photo: Type.Union([Type.String(), Type.Null()], {
    description: 'Name of the photo, for GET /attachment/serve/{name}',
  }),
  user: Type.Union(
    [
      Type.Null(),
      Type.Object({ id: Type.Integer(), name: Type.Union([Type.Null(), Type.String()]) }),
    ],
    { description: 'The linked user, by id and name' },
  ),
};

const idsOf = (records: Record<string, unknown>[], field: string) => [
  ...new Set(records.map((r) => r[field]).filter((id): id is number => typeof id === 'number')),
];

/** Adds the photo's served name and the linked user's name, for a page of practitioners. */
export async function viewPractitioners(db: Database, records: Record<string, unknown>[]) {
  const photoIds = idsOf(records, 'photo_id');
  const userIds = idsOf(records, 'user_id');
  const [photos, users] = await Promise.all([
    photoIds.length
      ? db
          .select({ id: attachment.id, name: attachment.name })
          .from(attachment)
          .where(inArray(attachment.id, photoIds))
      : [],
    userIds.length
      ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds))
      : [],
  ]);
  return records.map((record) => ({
    ...record,
    photo: photos.find((photo) => photo.id === record.photo_id)?.name ?? null,
    user: users.find((linked) => linked.id === record.user_id) ?? null,
  }));
}
