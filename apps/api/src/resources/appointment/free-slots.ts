import { addDays, minutesOf, practiceInstant, timeOf, weekdayOf } from './practice-time.ts';

/** A weekday's usual hours (1 Monday … 7 Sunday), local "HH:MM", appointments of a length. */
export interface WeeklyHours {
  weekday: number;
  start_time: string;
  end_time: string;
  slot_minutes: number;
}

/** Time off (whole days, or the hours given on each day) or extra hours over a range of dates. */
export interface AvailabilityException {
  kind: 'off' | 'extra';
  start_date: string;
  end_date: string;
  start_time: string | null;
  end_time: string | null;
  slot_minutes: number | null;
}

/** A span of time already given away: in an open offer, or booked. */
export interface Taken {
  starts_at: Date;
  ends_at: Date;
}

export interface Slot {
  starts_at: Date;
  ends_at: Date;
}

/** Appointments of `length` minutes one after the other from `start` while they end by `end`. */
function slotsIn(date: string, start: string, end: string, length: number): Slot[] {
  const slots: Slot[] = [];
  for (let at = minutesOf(start); at + length <= minutesOf(end); at += length) {
    slots.push({
      starts_at: practiceInstant(date, timeOf(at)),
      ends_at: practiceInstant(date, timeOf(at + length)),
    });
  }
  return slots;
}

const covers = (exception: AvailabilityException, date: string) =>
  exception.start_date <= date && date <= exception.end_date;

const overlaps = (a: { starts_at: Date; ends_at: Date }, b: { starts_at: Date; ends_at: Date }) =>
  a.starts_at < b.ends_at && b.starts_at < a.ends_at;

/**
 * The free appointment times between two local dates (both included): the usual week's slots and
 * the extra hours' slots, less those in time off, those overlapping a time already offered or
 * booked, and those starting at or before `now` (nobody books the past). Sorted, without repeats.
 */
export function freeSlots({
  weekly,
  exceptions,
  taken,
  fromDate,
  toDate,
  now,
}: {
  weekly: readonly WeeklyHours[];
  exceptions: readonly AvailabilityException[];
  taken: readonly Taken[];
  fromDate: string;
  toDate: string;
  now: Date;
}): Slot[] {
  const byStart = new Map<number, Slot>();
  for (let date = fromDate; date <= toDate; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    const candidates = [
      ...weekly
        .filter((hours) => hours.weekday === weekday)
        .flatMap((hours) => slotsIn(date, hours.start_time, hours.end_time, hours.slot_minutes)),
      ...exceptions
        .filter((exception) => exception.kind === 'extra' && covers(exception, date))
        .flatMap((exception) =>
          slotsIn(date, exception.start_time!, exception.end_time!, exception.slot_minutes!),
        ),
    ];
    const off = exceptions
      .filter((exception) => exception.kind === 'off' && covers(exception, date))
      .map((exception) =>
        exception.start_time && exception.end_time
          ? {
              starts_at: practiceInstant(date, exception.start_time),
              ends_at: practiceInstant(date, exception.end_time),
            }
          : {
              starts_at: practiceInstant(date, '00:00'),
              ends_at: practiceInstant(addDays(date, 1), '00:00'),
            },
      );
    for (const slot of candidates) {
      if (slot.starts_at <= now) continue;
      if (off.some((span) => overlaps(span, slot))) continue;
      if (taken.some((span) => overlaps(span, slot))) continue;
      byStart.set(slot.starts_at.getTime(), slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
}
