import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { appointmentOffer } from '../../db/schema/appointment-offer.ts';
import { BadRequestError } from '../../errors.ts';
import { availabilityOf } from './availability.ts';
import { freeSlots, type Slot, type Taken } from './free-slots.ts';
import { addDays, practiceInstant } from './practice-time.ts';

/** The longest range one question about free times may cover: a quarter. */
export const MOST_DAYS = 92;

/**
 * The times a practitioner has given away between two instants: those of open offers not yet
 * expired (the visitor may still pick them) and booked appointments.
 */
export async function takenTimes(
  db: Database,
  practitionerId: number,
  from: Date,
  to: Date,
  now: Date,
): Promise<Taken[]> {
  const offers = await db
    .select({ times: appointmentOffer.times })
    .from(appointmentOffer)
    .where(
      and(
        eq(appointmentOffer.practitioner_id, practitionerId),
        eq(appointmentOffer.outcome, 'open'),
        gt(appointmentOffer.expires_at, now),
      ),
    );
  const booked = await db
    .select({ starts_at: appointment.starts_at, ends_at: appointment.ends_at })
    .from(appointment)
    .where(
      and(
        eq(appointment.practitioner_id, practitionerId),
        eq(appointment.status, 'booked'),
        lt(appointment.starts_at, to),
        gt(appointment.ends_at, from),
      ),
    );
  return [
    ...offers.flatMap((offer) =>
      offer.times.map((time) => ({
        starts_at: new Date(time.starts_at),
        ends_at: new Date(time.ends_at),
      })),
    ),
    ...booked,
  ];
}

/**
 * A practitioner's free appointment times between two local dates (both included, at most
 * MOST_DAYS apart), from now on.
 */
export async function freeTimesOf(
  db: Database,
  practitionerId: number,
  fromDate: string,
  toDate: string,
  now = new Date(),
): Promise<Slot[]> {
  if (toDate < fromDate) throw new BadRequestError('to must not be before from.');
  if (addDays(fromDate, MOST_DAYS) < toDate)
    throw new BadRequestError(`Ask for at most ${MOST_DAYS} days of free times at once.`);
  const { weekly, exceptions } = await availabilityOf(db, practitionerId);
  const taken = await takenTimes(
    db,
    practitionerId,
    practiceInstant(fromDate, '00:00'),
    practiceInstant(addDays(toDate, 1), '00:00'),
    now,
  );
  return freeSlots({ weekly, exceptions, taken, fromDate, toDate, now });
}
