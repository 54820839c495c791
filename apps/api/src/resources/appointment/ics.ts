import type { MailAttachment } from '../../mail/mailer.ts';

/**
 * A calendar file (RFC 5545), small and written by hand: one VEVENT per appointment, times in UTC
 * (no time-zone block needed), lines ended by CRLF and folded at 75 octets, text escaped.
 */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location?: string;
  description?: string;
  /** CANCELLED tells calendar apps to drop an event they already hold. */
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** Text as a property value: backslash, semicolon and comma escaped, new lines as \\n. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20270111T080000Z */
const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A content line folded so no line exceeds 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A whole calendar: PUBLISH for a feed or an invitation-less attachment. */
export function calendar(
  events: readonly CalendarEvent[],
  name?: string,
  now = new Date(),
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabinet//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${escapeText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      `STATUS:${event.status ?? 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * One appointment as the file a visitor's mail carries, to add to their calendar or, marked
 * cancelled with the same uid, to drop from it.
 */
export function appointmentAttachment(event: CalendarEvent): MailAttachment {
  return {
    filename: 'appointment.ics',
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: calendar([event]),
  };
}

/** The uid of an appointment's event: the confirmation's and the cancellation's are the same. */
export const appointmentUid = (id: number) => `appointment-${id}@cabinet`;
