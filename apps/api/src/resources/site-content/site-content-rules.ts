import { defaultTexts, NAMESPACES, type Namespace, type Texts } from '@cabinet/i18n/defaults';
import { isLanguage } from '@cabinet/i18n/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { locale } from '../../db/schema/locale.ts';
import { BadRequestError } from '../../errors.ts';

const isNamespace = (name: unknown): name is Namespace => NAMESPACES.includes(name as Namespace);

/** The bundled texts the seed merges this record with, or null for a namespace it does not manage. */
async function seedDefaults(db: Database, row: Record<string, unknown>): Promise<Texts | null> {
  const [found] = await db
    .select({ iso_code: locale.iso_code })
    .from(locale)
    .where(eq(locale.id, row.locale_id as number));
  if (!found || !isLanguage(found.iso_code) || !isNamespace(row.name)) return null;
  return defaultTexts[found.iso_code][row.name];
}

function textsOf(content: unknown): Texts {
  if (typeof content !== 'object' || content === null || Array.isArray(content))
    throw new BadRequestError('content must be a JSON object of texts.');
  const bad = Object.entries(content).find(([, value]) => typeof value !== 'string');
  if (bad) throw new BadRequestError(`content.${bad[0]} must be a text (a JSON string).`);
  return content as Texts;
}

/**
 * Staff edit texts the site uses. The sent keys are merged over the stored content; every key whose
 * value changes joins `edited_keys`, so the seed keeps it (the seed refreshes only texts staff never edited). A key absent from the
 * bundled defaults is refused: the next seed would drop it, silently losing the text.
 */
export async function prepareSiteContent(
  db: Database,
  values: Record<string, unknown>,
  existing: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  if (!existing || !('content' in values)) return values;
  const sent = textsOf(values.content);
  const current = existing.content as Texts;
  const known = new Set(Object.keys((await seedDefaults(db, existing)) ?? current));
  const unknown = Object.keys(sent).filter((key) => !known.has(key));
  if (unknown.length)
    throw new BadRequestError(
      `content has ${unknown.length > 1 ? 'keys' : 'a key'} the site does not use: ${unknown.join(', ')}.`,
    );
  const changed = Object.keys(sent).filter((key) => sent[key] !== current[key]);
  values.content = { ...current, ...sent };
  values.edited_keys = [...new Set([...(existing.edited_keys as string[]), ...changed])];
  return values;
}
