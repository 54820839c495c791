import { Type, type Static } from 'typebox';

/** A wall-clock time at the practice, "HH:MM" (00:00 … 23:59). */
const Time = (description: string) =>
  Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', description });
const LocalDate = (description: string) => Type.String({ format: 'date', description });
/** An appointment's length: a quarter of an hour to four hours. */
const SlotMinutes = Type.Integer({
  minimum: 15,
  maximum: 240,
  description: 'The length of one appointment, in minutes.',
});

export const WeeklyHoursSchema = Type.Object(
  {
    weekday: Type.Integer({ minimum: 1, maximum: 7, description: '1 Monday … 7 Sunday.' }),
    start_time: Time('When the first appointment may start, local time.'),
    end_time: Time('When the last appointment must end, local time.'),
    slot_minutes: SlotMinutes,
  },
  { additionalProperties: false },
);

export const AvailabilityExceptionSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal('off'), Type.Literal('extra')], {
      description: '`off` takes time away; `extra` adds hours.',
    }),
    start_date: LocalDate('The first local date it applies to.'),
    end_date: LocalDate('The last local date it applies to (the same for one day).'),
    start_time: Type.Union([Time('Start, local time.'), Type.Null()], {
      description: 'For `off`, null for whole days; required for `extra`.',
    }),
    end_time: Type.Union([Time('End, local time.'), Type.Null()], {
      description: 'For `off`, null for whole days; required for `extra`.',
    }),
    slot_minutes: Type.Union([SlotMinutes, Type.Null()], {
      description: 'Required for `extra`; null for `off`.',
    }),
  },
  { additionalProperties: false },
);

/** A practitioner's whole availability: their usual week and its exceptions. */
export const AvailabilitySchema = Type.Object(
  {
    weekly: Type.Array(WeeklyHoursSchema, { maxItems: 70 }),
    exceptions: Type.Array(AvailabilityExceptionSchema, { maxItems: 200 }),
  },
  { $id: 'Availability', additionalProperties: false },
);
export type Availability = Static<typeof AvailabilitySchema>;

export const FreeTimeSchema = Type.Object(
  {
    starts_at: Type.String({ format: 'date-time' }),
    ends_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'FreeTime' },
);
