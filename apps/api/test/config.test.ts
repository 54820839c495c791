import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8000,
      DATA_DIR: './data',
      PUBLIC_SITE_URL: 'http://localhost:5173',
      BACKOFFICE_URL: 'http://localhost:5174',
      UPLOAD_MAX_MB: 10,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: must be integer (got "eighty")'],
    [{ PORT: '70000' }, 'PORT: must be <= 65535'],
    [{ DATABASE_URL: 'mysql://db/cabinet' }, 'DATABASE_URL'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: expected a hop count or a comma-separated list'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, '(got "10.0.0.0/33")'],
    [{ TRUST_PROXY: '127.0.0.1, proxy.local' }, '(got "proxy.local")'],
    [{ TRUST_PROXY: '0' }, 'TRUST_PROXY: a hop count must be between 1 and 10'],
  ])('refuses %o with a clear message', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('trusts no proxy by default, and reads a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe('2');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).TRUST_PROXY).toBe(
      '10.0.0.0/8, ::1, loopback',
    );
  });

  it('never repeats a secret in its message', () => {
    const attempt = () => loadConfig({ APP_SECRET: 'short-secret', ADMIN_PASSWORD: 'tiny' });
    expect(attempt).toThrow(/APP_SECRET/);
    expect(attempt).not.toThrow(/short-secret|tiny/);
  });
});
