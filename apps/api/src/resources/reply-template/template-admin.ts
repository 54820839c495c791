import type { Language } from '@cabinet/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { replyTemplate } from '../../db/schema/reply-template.ts';
import type { Actor } from '../../engine/actor.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { assertKnownPlaceholders } from './placeholders.ts';
import type { ReplyKind } from './reply-kinds.ts';
import { templateOf, templatesOf, type ReplyTemplate } from './template-texts.ts';

type Who = { userId: number | null; ip: string };

/**
 * The organization whose templates the actor administers: their own, with the right to change its
 * settings (`organization:write`, held by its administrators). Templates are settings: others
 * reach the filled text through a request's reply draft only.
 */
function administeredOrganization(actor: Actor): number {
  if (actor.userId === null || actor.organizationId === null)
    throw new UnauthorizedError('Not authenticated');
  const scope = scopeFor(actor.permissions, 'organization', 'write');
  if (scope !== 'org' && scope !== 'all')
    throw new ForbiddenError('Only administrators can manage the reply templates.');
  return actor.organizationId;
}

/** Every template of the actor's organization, for its administrators. */
export function listTemplates(db: Database, actor: Actor): Promise<ReplyTemplate[]> {
  return templatesOf(db, administeredOrganization(actor));
}

/**
 * Saves the organization's own wording of one template; a placeholder no reply fills is refused
 * (400). Audited by kind and language, never the text.
 */
export async function saveTemplate(
  db: Database,
  actor: Actor,
  who: Who,
  kind: ReplyKind,
  language: Language,
  text: { subject: string; body: string },
): Promise<ReplyTemplate> {
  const organizationId = administeredOrganization(actor);
  assertKnownPlaceholders('subject', text.subject);
  assertKnownPlaceholders('body', text.body);
  const values = {
    subject: text.subject.trim(),
    body: text.body.trim(),
    updated_by: actor.userId,
    updated_at: new Date(),
  };
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .insert(replyTemplate)
      .values({ organization_id: organizationId, kind, language, ...values })
      .onConflictDoUpdate({
        target: [replyTemplate.organization_id, replyTemplate.kind, replyTemplate.language],
        set: values,
      });
    await recordAudit(tx, {
      event: 'reply_template.saved',
      userId: who.userId,
      ip: who.ip,
      detail: { kind, language },
    });
    return templateOf(tx, organizationId, kind, language);
  });
}

/** Drops the organization's wording of one template: the bundled default applies again. */
export async function resetTemplate(
  db: Database,
  actor: Actor,
  who: Who,
  kind: ReplyKind,
  language: Language,
): Promise<ReplyTemplate> {
  const organizationId = administeredOrganization(actor);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .delete(replyTemplate)
      .where(
        and(
          eq(replyTemplate.organization_id, organizationId),
          eq(replyTemplate.kind, kind),
          eq(replyTemplate.language, language),
        ),
      );
    await recordAudit(tx, {
      event: 'reply_template.reset',
      userId: who.userId,
      ip: who.ip,
      detail: { kind, language },
    });
    return templateOf(tx, organizationId, kind, language);
  });
}
