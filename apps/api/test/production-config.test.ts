import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** A production start (NODE_ENV=production) refuses what is fine on a developer's machine. */
const production = {
  NODE_ENV: 'production',
  APP_SECRET: 'a'.repeat(64),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'Wide-Neuchâtel-Lake-7',
};

describe('a production start', () => {
  it('starts with an app secret and a strong (or generated) admin password', () => {
    expect(loadConfig(production).ADMIN_PASSWORD).toBe(production.ADMIN_PASSWORD);
    expect(loadConfig({ ...production, ADMIN_PASSWORD: '' }).ADMIN_PASSWORD).toBeUndefined();
  });

  it.each([
    [{ LOAD_DEMO_DATA: 'true' }, 'LOAD_DEMO_DATA: demo data is never loaded in production'],
    [{ APP_SECRET: '' }, 'APP_SECRET: required in production'],
    [{ ADMIN_PASSWORD: 'Short-1a' }, 'ADMIN_PASSWORD: too weak for production'],
    [{ ADMIN_PASSWORD: 'alllowercaseletters' }, 'ADMIN_PASSWORD: too weak for production'],
    [{ ADMIN_PASSWORD: 'My-Admin-Password-9' }, 'ADMIN_PASSWORD: too weak for production'],
  ])('refuses %o with one line naming the variable', (change, expected) => {
    const load = () => loadConfig({ ...production, ...change });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(expected);
    expect(load).toThrow(/^Invalid configuration \(NODE_ENV=production\): [^\n]+$/);
  });

  it('never repeats the refused password', () => {
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'Short-1a' })).not.toThrow(/Short-1a/);
  });

  it('is the only start that refuses them: the quick start loads its demo data', () => {
    expect(loadConfig({ LOAD_DEMO_DATA: 'true', ADMIN_PASSWORD: 'Short-1a' }).LOAD_DEMO_DATA).toBe(
      'true',
    );
  });
});
