import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachment } from '../../db/schema/attachment.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { user } from '../../db/schema/user.ts';
import type { Actor } from '../../engine/actor.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { BadRequestError } from '../../errors.ts';
import { checkAttachmentReferences } from '../attachment/attachment-references.ts';
import { practitionerFieldSchemas } from './practitioner-fields.ts';
import { practitionerViewSchema, viewPractitioners } from './practitioner-view.ts';

/**
 * The photo is shown to every visitor of the team page: it must be an image, and choosing it for
 * the page publishes it (the file becomes one anyone may fetch, as the site's images are), so
 * staff never have to make it public elsewhere first, and a visitor never meets a broken image.
 */
async function publishPhoto(db: Database, photoId: unknown) {
  if (photoId === null || photoId === undefined) return;
  const [photo] = await db
    .select({ type: attachment.content_type })
    .from(attachment)
    .where(eq(attachment.id, photoId as number));
  if (!photo?.type.startsWith('image/'))
    throw new BadRequestError('photo_id: the photo must be an image (PNG, JPEG, GIF or SVG).');
  await db
    .update(attachment)
    .set({ public: true })
    .where(eq(attachment.id, photoId as number));
}

/** The linked user signs in to the same practice: a practitioner never points at another's. */
async function checkUser(db: Database, userId: unknown, organizationId: unknown) {
  if (userId === null || userId === undefined) return;
  if (!Number.isInteger(userId)) throw new BadRequestError('user_id must be a user id.');
  const [found] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        eq(user.id, userId as number),
        typeof organizationId === 'number' ? eq(user.organization_id, organizationId) : undefined,
      ),
    );
  if (!found) throw new BadRequestError(`user_id: user ${userId as number} was not found.`);
}

/**
 * The practice's people as visitors meet them on the team page. Staff with the permission manage
 * them with the generic routes; visitors read the visible ones through GET /practitioner/public.
 */
export const practitionerModel: ModelDefinition = {
  name: 'practitioner',
  schemaName: 'Practitioner',
  table: practitioner,
  secret: [],
  organizationColumn: 'organization_id',
  writable: true,
  deletable: true,
  fieldSchemas: practitionerFieldSchemas,
  view: viewPractitioners,
  viewSchema: practitionerViewSchema,
  describe: (row) => `Practitioner: ${String(row.display_name)} (id ${String(row.id)})`,
  prepare: async (db, values, existing, actor: Actor) => {
    if (typeof values.display_name === 'string') {
      values.display_name = values.display_name.trim();
      if (!values.display_name) throw new BadRequestError('display_name must not be empty.');
    }
    if ('photo_id' in values && values.photo_id !== existing?.photo_id) {
      await checkAttachmentReferences(db, ['photo_id'], values, existing, actor);
      await publishPhoto(db, values.photo_id);
    }
    if ('user_id' in values && values.user_id !== existing?.user_id) {
      await checkUser(db, values.user_id, existing?.organization_id ?? actor.organizationId);
    }
    return values;
  },
};
