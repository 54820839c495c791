import { fullLocalDate, relativeTime } from '../../lib/dates';

/** "2 December 2026 02:31 (9 hours ago)": the full time, and how long ago, in the reader's language. */
export function when(iso: string, language: string, now: Date): string {
  const date = new Date(iso);
  return `${fullLocalDate(date, language)} (${relativeTime(date, language, now)})`;
}
