import { defaultTexts, NAMESPACES, type Texts } from '@cabinet/i18n/defaults';
import { isLanguage } from '@cabinet/i18n/languages';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { locale } from '../schema/locale.ts';
import { siteContent } from '../schema/site-content.ts';

/**
 * The seed's merge rule: keys new in the defaults are added, keys gone from the
 * defaults are dropped, and values staff edited are kept.
 */
export function mergeSiteTexts(
  defaults: Texts,
  current: Texts,
  editedKeys: readonly string[],
): Texts {
  const edited = new Set(editedKeys);
  const merged: Texts = {};
  for (const [key, value] of Object.entries(defaults)) {
    const kept = current[key];
    merged[key] = edited.has(key) && typeof kept === 'string' ? kept : value;
  }
  return merged;
}

export async function seedSiteContent(db: Database): Promise<void> {
  const locales = await db.select().from(locale);
  for (const loc of locales) {
    if (!isLanguage(loc.iso_code)) continue;
    for (const namespace of NAMESPACES) {
      const defaults = defaultTexts[loc.iso_code][namespace];
      const [existing] = await db
        .select()
        .from(siteContent)
        .where(and(eq(siteContent.locale_id, loc.id), eq(siteContent.name, namespace)));
      if (!existing) {
        await db.insert(siteContent).values({
          string_id: `site_content_${namespace}_${loc.iso_code}`,
          locale_id: loc.id,
          name: namespace,
          content: defaults,
        });
        continue;
      }
      const merged = mergeSiteTexts(defaults, existing.content, existing.edited_keys);
      if (JSON.stringify(merged) === JSON.stringify(existing.content)) continue;
      const editedKeys = existing.edited_keys.filter((key) => key in merged);
      await db
        .update(siteContent)
        .set({ content: merged, edited_keys: editedKeys })
        .where(eq(siteContent.id, existing.id));
    }
  }
}
