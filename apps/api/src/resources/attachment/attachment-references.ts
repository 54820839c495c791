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
    const [found] = await db
      .select({ id: attachment.id })
      .from(attachment)
      .where(
        and(
          eq(attachment.id, id as number),
          or(eq(attachment.public, true), scopeCondition(attachmentModel, actor, 'read')),
        ),
      );
    if (!found) throw new BadRequestError(`${field}: attachment ${id as number} was not found.`);
  }
}
