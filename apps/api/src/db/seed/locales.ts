import type { Database } from '../client.ts';
import { locale } from '../schema/locale.ts';

export const seededLocales = [
  {
    string_id: 'locale_fr',
    code: 'fr_CH',
    iso_code: 'fr',
    name: 'Français',
    emoji_flag: '🇨🇭',
    system: true,
  },
  {
    string_id: 'locale_en',
    code: 'en_GB',
    iso_code: 'en',
    name: 'English',
    emoji_flag: '🇬🇧',
    system: true,
  },
  {
    string_id: 'locale_de',
    code: 'de_CH',
    iso_code: 'de',
    name: 'Deutsch',
    emoji_flag: '🇨🇭',
    system: true,
  },
] as const;

export async function seedLocales(db: Database): Promise<void> {
  await db
    .insert(locale)
    .values([...seededLocales])
    .onConflictDoNothing({ target: locale.iso_code });
}
