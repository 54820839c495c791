import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { attachment } from '../../db/schema/attachment.ts';
import { attachmentModel } from './attachment-model.ts';
import type { Actor } from '../../engine/actor.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { BadRequestError } from '../../errors.ts';

/**
 * A record may point only at files its editor can read (their own, their organization's for an
 * administrator, or public ones): nobody links someone else's private file to learn its name.
 * Unchanged values pass, so a record sent back as it was received is never refused.
 */
export async function checkAttachmentReferences(
  db: Database,
  fields: readonly string[],
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
  actor: Actor,
): Promise<void> {
  for (const field of fields) {
    const id = values[field];
    if (id === undefined || id === null || id === existing?.[field]) continue;
    if (!Number.isInteger(id)) throw new BadRequestError(`${field} must be an attachment id.`);
    // No condition means every file (a super administrator): `or(public, undefined)` would
    // wrongly narrow that to public files only.
    const readable = scopeCondition(attachmentModel, actor, 'read');
    const [found] = await db
      .select({ id: attachment.id })
      .from(attachment)
      .where(
        and(
          eq(attachment.id, id as number),
          readable ? or(eq(attachment.public, true), readable) : undefined,
        ),
      );
    if (!found) throw new BadRequestError(`${field}: attachment ${id as number} was not found.`);
  }
}
