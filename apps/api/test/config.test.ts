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
  ])('refuses %o with a clear message', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('never repeats a secret in its message', () => {
    const attempt = () => loadConfig({ APP_SECRET: 'short-secret', ADMIN_PASSWORD: 'tiny' });
    expect(attempt).toThrow(/APP_SECRET/);
    expect(attempt).not.toThrow(/short-secret|tiny/);
  });
});
