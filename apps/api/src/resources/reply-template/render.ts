import type { Language } from '@cabinet/i18n/languages';
import type { Database } from '../../db/client.ts';
import { fillPlaceholders, placeholdersIn } from './placeholders.ts';
import type { ReplyKind } from './reply-kinds.ts';
import { templateOf } from './template-texts.ts';

/** The values a reply's placeholders take. */
export interface ReplyValues {
  /** The visitor's name as they gave it; empty when they gave none (the greeting then has none). */
  visitor_name: string;
  /** Who signs: the practitioner assigned to the request, or the staff member sending it. */
  practitioner: string;
  /**
   * The times offered, each already written out in the reply's language (the caller knows the
   * time zone and the format), one a line. None leaves `{{offered_times}}` in the text, for the
   * sender to replace: a reply still holding it is refused at sending.
   */
  offered_times?: readonly string[];
  /**
   * A paragraph that follows the times offered, within `{{offered_times}}`: in an offer the system
   * sends, how to pick one (the visitor's personal link).
   */
  after_offered_times?: string;
}

export interface RenderedReply {
  subject: string;
  body: string;
}

/**
 * A reply ready to be read and sent: the organization's template of that kind and language (its
 * own wording, else the bundled default) with its placeholders filled. Times given are always in
 * the mail: a template that names none gets them, and what follows them, at its end.
 */
export async function renderReplyTemplate(
  db: Database,
  organizationId: number,
  kind: ReplyKind,
  language: Language,
  values: ReplyValues,
): Promise<RenderedReply> {
  const template = await templateOf(db, organizationId, kind, language);
  const filled: Record<string, string> = {
    visitor_name: values.visitor_name.trim(),
    practitioner: values.practitioner,
  };
  let body = template.body;
  if (values.offered_times?.length) {
    const times = values.offered_times.map((time) => `– ${time}`).join('\n');
    filled.offered_times = [times, values.after_offered_times].filter(Boolean).join('\n\n');
    if (!placeholdersIn(body).includes('offered_times')) body = `${body}\n\n{{offered_times}}`;
  }
  // Without a name, "Hello {{visitor_name}}," reads "Hello,": no space left before the comma or
  // at the end of a line.
  const tidy = (text: string) => fillPlaceholders(text, filled).replace(/[ \t]+(?=,|\n|$)/g, '');
  return { subject: tidy(template.subject), body: tidy(body) };
}
