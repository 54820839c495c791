/** The practice's time zone: offered times are shown as the practice's clock reads them. */
export const PRACTICE_TIME_ZONE = 'Europe/Zurich';

/** Today's date at the practice, YYYY-MM-DD. */
export const practiceToday = (now = new Date()) =>
  now.toLocaleDateString('sv-SE', { timeZone: PRACTICE_TIME_ZONE });

/** A local date some days after another. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The practice's date of an instant, YYYY-MM-DD. */
export const practiceDate = (iso: string) => practiceToday(new Date(iso));

/** "Monday 21 December" in the reader's language, at the practice. */
export const dayLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: PRACTICE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(iso));

/** "09:00" at the practice. */
export const clockLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: PRACTICE_TIME_ZONE,
    hour: '2-digit',
    hourCycle: 'h23',
    minute: '2-digit',
  }).format(new Date(iso));

/** "Monday 21 December 2026, 09:00" at the practice. */
export const fullTimeLabel = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: PRACTICE_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    hourCycle: 'h23',
    minute: '2-digit',
  }).format(new Date(iso));

/** A local date (YYYY-MM-DD) as "3 December 2026" in the reader's language. */
export const dateLabel = (date: string, language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
