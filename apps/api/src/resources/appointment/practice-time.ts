/**
 * The practice's clock: availability is written in local time in Neuchâtel ("HH:MM" on a local
 * date), stored instants are UTC. Conversions go through Intl's time-zone data, so the change to
 * and from summer time is the operating system's, not ours.
 */
export const PRACTICE_TIME_ZONE = 'Europe/Zurich';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: PRACTICE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A local calendar date and wall-clock time at the practice. */
export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
}

function fields(instant: Date) {
  const map = Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(map.year),
    month: Number(map.month),
    day: Number(map.day),
    hour: Number(map.hour),
    minute: Number(map.minute),
    second: Number(map.second),
  };
}

/** Minutes the practice's clock is ahead of UTC at an instant (60 in winter, 120 in summer). */
function offsetMinutes(instant: Date): number {
  const f = fields(instant);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local date and time at the practice. */
export function practiceInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  // Near a change of offset the first guess can sit on the other side of it: check once more.
  const second = wall - offsetMinutes(new Date(first)) * 60_000;
  return new Date(second);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The practice's local date, time and weekday of an instant. */
export function practiceLocal(instant: Date): LocalTime {
  const f = fields(instant);
  const weekday = new Date(Date.UTC(f.year, f.month - 1, f.day)).getUTCDay() || 7;
  return {
    date: `${f.year}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
    weekday,
  };
}

/** The local date a number of days after another (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The ISO weekday of a local date. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

/** Minutes since midnight of "HH:MM". */
export const minutesOf = (time: string) => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * 60 + minute;
};

/** "HH:MM" of minutes since midnight. */
export const timeOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
