const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "il y a 2 heures", "vor 1 Tag": the largest whole unit between `date` and `now`. */
export function relativeTime(date: Date, language: string, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') {
      return format.format(Math.trunc(seconds / size), unit);
    }
  }
  return format.format(0, 'second');
}

/**
 * The full local date and time, in the reader's language and time zone: "November 23, 2026 2:15 PM"
 * in English (the "MMMM D, YYYY h:mm A" pattern), "23 novembre 2026 14:15" in French. The
 * browser's time zone unless `timeZone` names one.
 */
export function fullLocalDate(date: Date, language: string, timeZone?: string): string {
  const day = new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return `${day} ${time}`;
}
