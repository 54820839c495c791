import { Type } from 'typebox';

/** The languages a visitor reads the mails and the appointment page in. */
export const VISITOR_LANGUAGES = ['fr', 'en', 'de'] as const;
export type VisitorLanguage = (typeof VISITOR_LANGUAGES)[number];
export const VisitorLanguageSchema = Type.Union(
  VISITOR_LANGUAGES.map((language) => Type.Literal(language)),
  { description: 'fr, en or de.' },
);

/** The most times one offer holds: a visitor picks among a few, not a calendar. */
export const MOST_OFFERED_TIMES = 3;

export const OfferBody = Type.Object(
  {
    times: Type.Array(
      Type.String({ format: 'date-time', description: 'The start of a free time.' }),
      {
        minItems: 1,
        maxItems: 10,
        description: `Starts of free times of the request's practitioner, at most ${MOST_OFFERED_TIMES}.`,
      },
    ),
    language: Type.Optional(VisitorLanguageSchema),
  },
  { additionalProperties: false },
);

const OfferedTime = Type.Object({
  starts_at: Type.String({ format: 'date-time' }),
  ends_at: Type.String({ format: 'date-time' }),
});

export const AppointmentOfferSchema = Type.Object(
  {
    id: Type.Integer(),
    practitioner: Type.Object({ id: Type.Integer(), display_name: Type.String() }),
    times: Type.Array(OfferedTime),
    language: VisitorLanguageSchema,
    outcome: Type.Union(
      ['open', 'booked', 'declined', 'withdrawn', 'expired'].map((value) => Type.Literal(value)),
      { description: 'open, booked, declined (none fitted), withdrawn (replaced) or expired.' },
    ),
    expires_at: Type.String({ format: 'date-time' }),
    answered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'AppointmentOffer' },
);

export const AppointmentSchema = Type.Object(
  {
    id: Type.Integer(),
    practitioner: Type.Object({ id: Type.Integer(), display_name: Type.String() }),
    starts_at: Type.String({ format: 'date-time' }),
    ends_at: Type.String({ format: 'date-time' }),
    status: Type.Union([Type.Literal('booked'), Type.Literal('cancelled')]),
    language: VisitorLanguageSchema,
    cancelled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Appointment' },
);
