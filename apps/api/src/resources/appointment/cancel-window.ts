import { practiceInstant, practiceLocal } from './practice-time.ts';

/** How long before an appointment a visitor may still cancel it themselves: in working hours. */
export const CANCEL_WORKING_HOURS = 24;

/**
 * The last moment a visitor may cancel: 24 working hours before the start, counted back on the
 * practice's clock with Saturdays and Sundays left out (an appointment on Monday at 10:00 may be
 * cancelled until Friday at 10:00). Public holidays count as working days: the practice keeps no
 * holiday calendar, so the rule is never looser than the fees section says; after the deadline the
 * page asks the visitor to phone, and staff decide.
 */
export function cancelDeadline(start: Date): Date {
  let remaining = CANCEL_WORKING_HOURS * 3_600_000;
  let cursor = start;
  for (;;) {
    const day = practiceLocal(new Date(cursor.getTime() - 1)).date;
    const dayStart = practiceInstant(day, '00:00');
    const weekend = practiceLocal(dayStart).weekday >= 6;
    const available = weekend ? 0 : cursor.getTime() - dayStart.getTime();
    if (available >= remaining) return new Date(cursor.getTime() - remaining);
    remaining -= available;
    cursor = dayStart;
  }
}

/** Whether the visitor may still cancel themselves at `now`. */
export const mayCancel = (start: Date, now = new Date()) => now < cancelDeadline(start);
