import { defaultTexts } from '@cabinet/i18n/defaults';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locale } from '../../db/schema/locale.ts';
import { siteContent } from '../../db/schema/site-content.ts';
import type { VisitorLanguage } from './offer-schemas.ts';

/**
 * A text of the public site in a language, as staff edited it or else as bundled: the practice's
 * directions reach the confirmation mail in the same words as the contact page.
 */
export async function publicSiteText(
  db: Database,
  language: VisitorLanguage,
  key: string,
): Promise<string> {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .innerJoin(locale, eq(locale.id, siteContent.locale_id))
    .where(and(eq(locale.iso_code, language), eq(siteContent.name, 'public')));
  return row?.content[key] ?? defaultTexts[language].public[key] ?? '';
}
