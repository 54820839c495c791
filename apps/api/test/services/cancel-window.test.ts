import { describe, expect, it } from 'vitest';
import { cancelDeadline } from '../../src/resources/appointment/cancel-window.ts';
import { calendar, escapeText, foldLine } from '../../src/resources/appointment/ics.ts';
import { practiceInstant, practiceLocal } from '../../src/resources/appointment/practice-time.ts';

const deadline = (date: string, time: string) => {
  const at = practiceLocal(cancelDeadline(practiceInstant(date, time)));
  return `${at.date} ${at.time}`;
};

describe('the cancel deadline: 24 working hours before, weekends left out', () => {
  it('is the day before on Tuesday to Friday', () => {
    expect(deadline('2027-01-12', '10:00')).toBe('2027-01-11 10:00'); // Tuesday → Monday
    expect(deadline('2027-01-15', '08:00')).toBe('2027-01-14 08:00'); // Friday → Thursday
  });

  it('skips the weekend for a Monday (and a Saturday counts nothing)', () => {
    expect(deadline('2027-01-18', '10:00')).toBe('2027-01-15 10:00'); // Monday → Friday
    // Saturday 10:00: the weekend counts nothing, Friday gives the 24 hours: Friday 00:00.
    expect(deadline('2027-01-16', '10:00')).toBe('2027-01-15 00:00');
  });

  it('counts real hours across a change to summer time', () => {
    // Tuesday 30 March 2027, 10:00 (summer time since Sunday 28): Monday 29, 10:00.
    expect(deadline('2027-03-30', '10:00')).toBe('2027-03-29 10:00');
  });
});

describe('calendar files', () => {
  it('escape text, end lines with CRLF and fold long lines at 75 octets', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n')[1]!.startsWith(' ')).toBe(true);
    const ics = calendar(
      [
        {
          uid: 'appointment-1@cabinet',
          start: new Date('2027-01-11T08:00:00Z'),
          end: new Date('2027-01-11T08:50:00Z'),
          summary: 'Premier rendez-vous, Claire',
          location: 'Rue du Seyon 10; Neuchâtel',
        },
      ],
      undefined,
      new Date('2026-12-20T10:00:00Z'),
    );
    expect(ics).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Cabinet//Appointments//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VEVENT',
        'UID:appointment-1@cabinet',
        'DTSTAMP:20261220T100000Z',
        'DTSTART:20270111T080000Z',
        'DTEND:20270111T085000Z',
        'SUMMARY:Premier rendez-vous\\, Claire',
        'LOCATION:Rue du Seyon 10\\; Neuchâtel',
        'STATUS:CONFIRMED',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
