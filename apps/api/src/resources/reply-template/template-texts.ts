import { defaultReplyTemplates } from '@cabinet/i18n/defaults/reply-templates';
import { SUPPORTED_LANGUAGES, type Language } from '@cabinet/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client.ts';
import { replyTemplate } from '../../db/schema/reply-template.ts';
import {
  REPLY_KINDS,
  ReplyKindSchema,
  ReplyLanguageSchema,
  type ReplyKind,
} from './reply-kinds.ts';

export const ReplyTemplateSchema = Type.Object(
  {
    kind: ReplyKindSchema,
    language: ReplyLanguageSchema,
    subject: Type.String(),
    body: Type.String(),
    customized: Type.Boolean({
      description: 'Whether the practice changed it; false while the bundled default applies.',
    }),
    updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'When the practice last saved it; null for the bundled default.',
    }),
  },
  { $id: 'ReplyTemplate' },
);
export type ReplyTemplate = Static<typeof ReplyTemplateSchema>;

/** The bundled wording of one template, from the i18n package. */
export function defaultTemplate(kind: ReplyKind, language: Language): ReplyTemplate {
  const texts = defaultReplyTemplates[language];
  return {
    kind,
    language,
    subject: texts[`${kind}.subject`]!,
    body: texts[`${kind}.body`]!,
    customized: false,
    updated_at: null,
  };
}

function fromRow(row: typeof replyTemplate.$inferSelect): ReplyTemplate {
  return {
    kind: row.kind as ReplyKind,
    language: row.language as Language,
    subject: row.subject,
    body: row.body,
    customized: true,
    updated_at: row.updated_at.toISOString(),
  };
}

/** One template as the organization sends it: its own wording, else the bundled default. */
export async function templateOf(
  db: Database,
  organizationId: number,
  kind: ReplyKind,
  language: Language,
): Promise<ReplyTemplate> {
  const [row] = await db
    .select()
    .from(replyTemplate)
    .where(
      and(
        eq(replyTemplate.organization_id, organizationId),
        eq(replyTemplate.kind, kind),
        eq(replyTemplate.language, language),
      ),
    );
  return row ? fromRow(row) : defaultTemplate(kind, language);
}

/** Every kind in every language, in a stable order, as the organization sends them. */
export async function templatesOf(db: Database, organizationId: number): Promise<ReplyTemplate[]> {
  const rows = await db
    .select()
    .from(replyTemplate)
    .where(eq(replyTemplate.organization_id, organizationId));
  return REPLY_KINDS.flatMap((kind) =>
    SUPPORTED_LANGUAGES.map((language) => {
      const row = rows.find((r) => r.kind === kind && r.language === language);
      return row ? fromRow(row) : defaultTemplate(kind, language);
    }),
  );
}
