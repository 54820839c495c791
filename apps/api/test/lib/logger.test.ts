import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/lib/logger.ts';

describe('redactUrl', () => {
  it('hides one-time tokens and codes in logged URLs', () => {
    expect(redactUrl('/api/v1/passwordless-login?token=abc123&next=%2F')).toBe(
      '/api/v1/passwordless-login?token=[redacted]&next=%2F',
    );
    expect(redactUrl('/reset?x=1&t=secret')).toBe('/reset?x=1&t=[redacted]');
    expect(redactUrl('/api/v1/util/health')).toBe('/api/v1/util/health');
  });
});
