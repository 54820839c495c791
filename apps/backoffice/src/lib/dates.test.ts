import { describe, expect, it } from 'vitest';
import { fullLocalDate, relativeTime } from './dates';

const now = new Date('2026-11-23T14:15:00Z');

describe('relativeTime', () => {
  it('names the largest whole unit, in the reader’s language', () => {
    expect(relativeTime(new Date('2026-11-23T14:12:00Z'), 'en', now)).toBe('3 minutes ago');
    expect(relativeTime(new Date('2026-11-23T12:15:00Z'), 'fr', now)).toBe('il y a 2 heures');
    expect(relativeTime(new Date('2026-11-22T14:15:00Z'), 'de', now)).toBe('gestern');
    expect(relativeTime(new Date('2026-11-23T14:14:58Z'), 'en', now)).toBe('2 seconds ago');
  });
});

describe('fullLocalDate', () => {
  it('writes month name, day, year and time as each language does', () => {
    const date = new Date('2026-11-23T14:05:00Z');
    expect(fullLocalDate(date, 'en', 'UTC')).toBe('November 23, 2026 2:05 PM');
    expect(fullLocalDate(date, 'fr', 'UTC')).toBe('23 novembre 2026 14:05');
    expect(fullLocalDate(date, 'de', 'Europe/Zurich')).toBe('23. November 2026 15:05');
  });
});
