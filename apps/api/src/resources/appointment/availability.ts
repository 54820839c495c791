import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { availabilityException, weeklyHours } from '../../db/schema/availability.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import type { Actor } from '../../engine/actor.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../errors.ts';
import { scopeFor } from '../../permissions/permission.ts';
import type { Availability } from './availability-schemas.ts';
import { minutesOf } from './practice-time.ts';

/**
 * The permission over availability: `practitioner_availability:<action>:<scope>`. `own` reaches the
 * practitioner linked to the caller's user (a practitioner keeps their own week), `org` every
 * practitioner of their practice (administrators), `*` every practitioner.
 */
export const AVAILABILITY_PERMISSION = 'practitioner_availability';

/** The practitioner, if the actor may read (or change) their availability; 404 otherwise. */
export async function reachablePractitioner(
  db: Database,
  actor: Actor,
  practitionerId: number,
  action: 'read' | 'write',
): Promise<{ id: number; organization_id: number; display_name: string }> {
  const scope = scopeFor(actor.permissions, AVAILABILITY_PERMISSION, action);
  if (scope === 'none') {
    if (actor.userId === null) throw new UnauthorizedError('Not authenticated');
    throw new ForbiddenError(`You may not ${action} availability.`);
  }
  const conditions: (SQL | undefined)[] = [eq(practitioner.id, practitionerId)];
  if (scope === 'org')
    conditions.push(eq(practitioner.organization_id, actor.organizationId ?? -1));
  if (scope === 'own') conditions.push(eq(practitioner.user_id, actor.userId ?? -1));
  const [found] = await db
    .select({
      id: practitioner.id,
      organization_id: practitioner.organization_id,
      display_name: practitioner.display_name,
    })
    .from(practitioner)
    .where(and(...conditions));
  if (!found) throw new NotFoundError(`practitioner ${practitionerId} was not found.`);
  return found;
}

/** A practitioner's usual week and exceptions, as stored (no permission check). */
export async function availabilityOf(db: Database, practitionerId: number): Promise<Availability> {
  const weekly = await db
    .select({
      weekday: weeklyHours.weekday,
      start_time: weeklyHours.start_time,
      end_time: weeklyHours.end_time,
      slot_minutes: weeklyHours.slot_minutes,
    })
    .from(weeklyHours)
    .where(eq(weeklyHours.practitioner_id, practitionerId))
    .orderBy(asc(weeklyHours.weekday), asc(weeklyHours.start_time));
  const exceptions = await db
    .select({
      kind: availabilityException.kind,
      start_date: availabilityException.start_date,
      end_date: availabilityException.end_date,
      start_time: availabilityException.start_time,
      end_time: availabilityException.end_time,
      slot_minutes: availabilityException.slot_minutes,
    })
    .from(availabilityException)
    .where(eq(availabilityException.practitioner_id, practitionerId))
    .orderBy(asc(availabilityException.start_date), asc(availabilityException.id));
  return { weekly, exceptions };
}

/** The rules the schema cannot say: an end after its start, an extra's hours and length. */
function checkAvailability({ weekly, exceptions }: Availability): void {
  weekly.forEach((hours, index) => {
    if (minutesOf(hours.end_time) - minutesOf(hours.start_time) < hours.slot_minutes)
      throw new BadRequestError(
        `weekly[${index}]: the hours must end after the start, with room for one appointment.`,
      );
  });
  exceptions.forEach((exception, index) => {
    const where = `exceptions[${index}]`;
    if (exception.end_date < exception.start_date)
      throw new BadRequestError(`${where}: the last date must not be before the first.`);
    if ((exception.start_time === null) !== (exception.end_time === null))
      throw new BadRequestError(`${where}: give both a start and an end time, or neither.`);
    if (exception.kind === 'extra') {
      if (exception.start_time === null || exception.slot_minutes === null)
        throw new BadRequestError(`${where}: extra hours need a start, an end and a length.`);
      if (minutesOf(exception.end_time!) - minutesOf(exception.start_time) < exception.slot_minutes)
        throw new BadRequestError(
          `${where}: the hours must end after the start, with room for one appointment.`,
        );
    } else if (exception.slot_minutes !== null) {
      throw new BadRequestError(`${where}: time off has no appointment length.`);
    } else if (
      exception.start_time !== null &&
      minutesOf(exception.end_time!) <= minutesOf(exception.start_time)
    ) {
      throw new BadRequestError(`${where}: the end time must be after the start time.`);
    }
  });
}

/**
 * Replaces a practitioner's availability as a whole (what the screen shows is what is stored).
 * Times already offered or booked stay as they are: changing the week never cancels anyone.
 */
export async function replaceAvailability(
  app: FastifyInstance,
  actor: Actor,
  practitionerId: number,
  input: Availability,
  ip: string,
): Promise<Availability> {
  checkAvailability(input);
  return app.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await reachablePractitioner(tx, actor, practitionerId, 'write');
    await tx.delete(weeklyHours).where(eq(weeklyHours.practitioner_id, found.id));
    await tx
      .delete(availabilityException)
      .where(eq(availabilityException.practitioner_id, found.id));
    if (input.weekly.length)
      await tx
        .insert(weeklyHours)
        .values(input.weekly.map((hours) => ({ ...hours, practitioner_id: found.id })));
    if (input.exceptions.length)
      await tx
        .insert(availabilityException)
        .values(input.exceptions.map((exception) => ({ ...exception, practitioner_id: found.id })));
    await recordAudit(tx, {
      event: 'practitioner.availability_changed',
      userId: actor.userId,
      ip,
      model: 'practitioner',
      recordId: found.id,
      detail: { weekly: input.weekly.length, exceptions: input.exceptions.length },
    });
    return availabilityOf(tx, found.id);
  });
}
