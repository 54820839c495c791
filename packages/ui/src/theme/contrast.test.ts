import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.ts';

describe('contrastRatio', () => {
  it('gives the WCAG extremes for black and white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2E6B64', '#2e6b64')).toBe(1);
  });

  it('puts #767676 just above and #777777 just below 4.5:1 on white', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeLessThan(4.5);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => relativeLuminance('rgba(0,0,0,0.87)')).toThrow(/#RRGGBB/);
  });
});
