import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it('writes a size in the largest unit under a thousand of it, as each language does', () => {
    expect(formatBytes(950, 'en')).toBe('1 kB');
    expect(formatBytes(123_456, 'en')).toBe('123.5 kB');
    expect(formatBytes(52_400_000_000, 'fr')).toBe('52,4\u202fGo');
    expect(formatBytes(1_500_000, 'de')).toBe('1,5 MB');
    expect(formatBytes(3_200_000_000_000_000, 'en')).toBe('3,200 TB');
  });
});
