import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../src/lib/secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('a-long-enough-app-secret-for-the-tests');

  it('reads back what it sealed, and never shows it in clear', () => {
    const sealed = box.seal('smtp-p@ssw0rd');
    expect(sealed).not.toContain('smtp-p@ssw0rd');
    expect(box.seal('smtp-p@ssw0rd')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('smtp-p@ssw0rd');
  });

  it('refuses a tampered value or another secret', () => {
    const sealed = box.seal('secret');
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('another-secret-of-enough-length!!').open(sealed)).toThrow();
    expect(() => box.open('garbage')).toThrow('Unreadable sealed value.');
  });
});
