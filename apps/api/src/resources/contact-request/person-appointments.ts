import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appointment } from '../../db/schema/appointment.ts';
import { appointmentOffer } from '../../db/schema/appointment-offer.ts';
import { practitioner } from '../../db/schema/practitioner.ts';

/**
 * What a person's copy says of the first appointments of one request, oldest first: the times
 * offered and what became of each offer (an open one past its date told as expired), and the
 * appointments booked, cancelled ones included.
 */
export async function personAppointments(db: Database, requestId: number) {
  const offers = await db
    .select()
    .from(appointmentOffer)
    .where(eq(appointmentOffer.contact_request_id, requestId))
    .orderBy(asc(appointmentOffer.id));
  const booked = await db
    .select({ row: appointment, practitioner: practitioner.display_name })
    .from(appointment)
    .innerJoin(practitioner, eq(practitioner.id, appointment.practitioner_id))
    .where(eq(appointment.contact_request_id, requestId))
    .orderBy(asc(appointment.id));
  const now = new Date();
  return {
    offers: offers.map((offer) => ({
      created_at: offer.created_at.toISOString(),
      times: offer.times.map((time) => time.starts_at),
      outcome: offer.outcome === 'open' && offer.expires_at <= now ? 'expired' : offer.outcome,
    })),
    appointments: booked.map(({ row, practitioner: name }) => ({
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at.toISOString(),
      practitioner: name,
      status: row.status,
      cancelled_at: row.cancelled_at?.toISOString() ?? null,
    })),
  };
}
