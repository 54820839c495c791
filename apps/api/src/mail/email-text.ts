import { defaultTexts } from '@cabinet/i18n/defaults';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@cabinet/i18n/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { locale } from '../db/schema/locale.ts';
import { siteContent } from '../db/schema/site-content.ts';

/** A mail's text in the reader's language: staff-edited site content first, bundled defaults after. */
export async function emailText(
  db: Database,
  language: string | undefined,
  key: string,
  values: Record<string, string>,
): Promise<string> {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .innerJoin(locale, eq(locale.id, siteContent.locale_id))
    .where(and(eq(locale.iso_code, lang), eq(siteContent.name, 'email')));
  const template = row?.content[key] ?? defaultTexts[lang].email[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}
