import { describe, expect, it } from 'vitest';
import { widthQueryMatches } from './viewport.ts';

describe('widthQueryMatches', () => {
  it('answers MUI breakpoint queries like a browser of that width', () => {
    expect(widthQueryMatches('(max-width:899.95px)', 320)).toBe(true);
    expect(widthQueryMatches('(max-width:899.95px)', 1280)).toBe(false);
    expect(widthQueryMatches('(min-width:900px)', 900)).toBe(true);
    expect(widthQueryMatches('(min-width:600px) and (max-width:899.95px)', 1000)).toBe(false);
    expect(widthQueryMatches('(prefers-color-scheme: dark)', 1000)).toBe(false);
  });
});
