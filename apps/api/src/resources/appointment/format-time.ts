import { PRACTICE_TIME_ZONE } from './practice-time.ts';

/** French as written in Switzerland too, without the comma ICU's fr-CH puts after the weekday. */
const LOCALES = { fr: 'fr-FR', en: 'en-GB', de: 'de-CH' } as const;

/**
 * A time as the visitor reads it in a mail: the weekday, date and hour at the practice, in their
 * language ("lundi 11 janvier 2027 à 09:00").
 */
export function formatPracticeTime(
  instant: Date,
  language: keyof typeof LOCALES,
  { dateOnly = false }: { dateOnly?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: PRACTICE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(dateOnly ? {} : { hour: '2-digit', minute: '2-digit' }),
  }).format(instant);
}
