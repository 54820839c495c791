import { describe, expect, it } from 'vitest';
import { contentCodingFor } from '../../src/http/content-coding.ts';

describe('the coding of a compressed answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chrome: every coding alike, brotli is the smaller
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'], // Node's fetch over plain HTTP
    ['br;q=0.5, gzip', 'gzip'], // the client's weights come first
    ['*', 'br'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %j is answered in %s', (header, coding) => {
    expect(contentCodingFor(header)).toBe(coding);
    // A second reading answers from what the first one found.
    expect(contentCodingFor(header)).toBe(coding);
  });
});
