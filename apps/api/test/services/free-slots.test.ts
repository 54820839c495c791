import { describe, expect, it } from 'vitest';
import { freeSlots, type WeeklyHours } from '../../src/resources/appointment/free-slots.ts';
import { practiceInstant, practiceLocal } from '../../src/resources/appointment/practice-time.ts';

/** Mondays 09:00–12:00 in 50-minute appointments: 09:00, 09:50, 10:40 (11:30 would end at 12:20). */
const mondayMornings: WeeklyHours = {
  weekday: 1,
  start_time: '09:00',
  end_time: '12:00',
  slot_minutes: 50,
};
const longAgo = new Date('2020-01-01T00:00:00Z');
const local = (slots: { starts_at: Date }[]) =>
  slots.map((slot) => {
    const at = practiceLocal(slot.starts_at);
    return `${at.date} ${at.time}`;
  });

describe('practice time', () => {
  it('reads local times in Neuchâtel, in winter and in summer time', () => {
    expect(practiceInstant('2027-01-11', '09:00').toISOString()).toBe('2027-01-11T08:00:00.000Z');
    expect(practiceInstant('2027-07-12', '09:00').toISOString()).toBe('2027-07-12T07:00:00.000Z');
    // The night summer time starts (28 March 2027): 03:30 exists, an hour after 01:30.
    expect(practiceInstant('2027-03-28', '03:30').toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(practiceLocal(new Date('2027-10-31T08:00:00Z'))).toEqual({
      date: '2027-10-31',
      time: '09:00',
      weekday: 7,
    });
  });
});

describe('free slots', () => {
  it('follow the usual week in appointments of its length that end within the hours', () => {
    const slots = freeSlots({
      weekly: [mondayMornings],
      exceptions: [],
      taken: [],
      fromDate: '2027-01-10',
      toDate: '2027-01-18',
      now: longAgo,
    });
    expect(local(slots)).toEqual([
      '2027-01-11 09:00',
      '2027-01-11 09:50',
      '2027-01-11 10:40',
      '2027-01-18 09:00',
      '2027-01-18 09:50',
      '2027-01-18 10:40',
    ]);
    expect(slots[0]!.ends_at.toISOString()).toBe('2027-01-11T08:50:00.000Z');
  });

  it('leave out whole days off, hours off, and add extra hours', () => {
    const slots = freeSlots({
      weekly: [mondayMornings],
      exceptions: [
        {
          kind: 'off',
          start_date: '2027-01-11',
          end_date: '2027-01-11',
          start_time: null,
          end_time: null,
          slot_minutes: null,
        },
        {
          kind: 'off',
          start_date: '2027-01-18',
          end_date: '2027-01-25',
          start_time: '09:30',
          end_time: '10:00',
          slot_minutes: null,
        },
        {
          kind: 'extra',
          start_date: '2027-01-13',
          end_date: '2027-01-13',
          start_time: '17:00',
          end_time: '19:00',
          slot_minutes: 60,
        },
      ],
      taken: [],
      fromDate: '2027-01-11',
      toDate: '2027-01-25',
      now: longAgo,
    });
    expect(local(slots)).toEqual([
      '2027-01-13 17:00',
      '2027-01-13 18:00',
      '2027-01-18 10:40',
      '2027-01-25 10:40',
    ]);
  });

  it('leave out times offered or booked (any overlap) and the past', () => {
    const slots = freeSlots({
      weekly: [mondayMornings],
      exceptions: [],
      taken: [
        {
          starts_at: practiceInstant('2027-01-11', '09:50'),
          ends_at: practiceInstant('2027-01-11', '10:40'),
        },
        {
          starts_at: practiceInstant('2027-01-18', '11:00'),
          ends_at: practiceInstant('2027-01-18', '11:10'),
        },
      ],
      fromDate: '2027-01-11',
      toDate: '2027-01-18',
      now: practiceInstant('2027-01-11', '09:00'),
    });
    expect(local(slots)).toEqual(['2027-01-11 10:40', '2027-01-18 09:00', '2027-01-18 09:50']);
  });
});
