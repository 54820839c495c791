import { Type } from 'typebox';
import { VisitorLanguageSchema } from './offer-schemas.ts';

const Instant = Type.String({ format: 'date-time' });
const Text = Type.Union([Type.String(), Type.Null()]);

/** The link's token, as the page read it from the address's fragment. */
export const TokenBody = Type.Object(
  { token: Type.String({ minLength: 16, maxLength: 128 }) },
  { additionalProperties: false },
);

export const PickBody = Type.Object(
  {
    token: Type.String({ minLength: 16, maxLength: 128 }),
    starts_at: Type.String({ format: 'date-time', description: 'The start of an offered time.' }),
  },
  { additionalProperties: false },
);

/** The practice as the visitor needs it to come: its name, address and phone. */
export const PracticeSchema = Type.Object({
  name: Type.String(),
  street: Text,
  zip: Text,
  city: Text,
  phone: Text,
});

/**
 * What a visitor's link shows: the times offered (each still available or not), who offers them
 * and where, and what became of the offer: open, booked (with the appointment) or declined.
 */
export const OfferViewSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('open'), Type.Literal('booked'), Type.Literal('declined')]),
    language: VisitorLanguageSchema,
    expires_at: Instant,
    practitioner: Type.Object({ display_name: Type.String() }),
    practice: PracticeSchema,
    times: Type.Array(
      Type.Object({
        starts_at: Instant,
        ends_at: Instant,
        available: Type.Boolean({ description: 'False once someone else booked it.' }),
      }),
    ),
    appointment: Type.Union([
      Type.Object({
        starts_at: Instant,
        ends_at: Instant,
        status: Type.Union([Type.Literal('booked'), Type.Literal('cancelled')]),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'AppointmentOfferView' },
);

/** What the confirmation's cancel link shows. */
export const CancellationViewSchema = Type.Object(
  {
    status: Type.Union([Type.Literal('booked'), Type.Literal('cancelled')]),
    language: VisitorLanguageSchema,
    starts_at: Instant,
    ends_at: Instant,
    practitioner: Type.Object({ display_name: Type.String() }),
    practice: PracticeSchema,
    cancellable_until: Type.String({
      format: 'date-time',
      description: '24 working hours before the start, weekends left out.',
    }),
    cancellable: Type.Boolean(),
  },
  { $id: 'AppointmentCancellationView' },
);
