import { describe, expect, it } from 'vitest';
import { readServerConfig, ServerConfigError } from '../index.js';

describe('a site server’s configuration', () => {
  it('has defaults for everything', () => {
    expect(readServerConfig({}, { port: 5173 })).toEqual({
      port: 5173,
      host: '0.0.0.0',
      logLevel: 'info',
    });
    expect(
      readServerConfig({ PORT: '8080', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, { port: 1 }),
    ).toEqual({ port: 8080, host: '127.0.0.1', logLevel: 'warn' });
  });

  it('refuses a bad value with one line naming the variable and the value', () => {
    for (const [env, message] of [
      [{ PORT: 'abc' }, 'PORT: expected a port number from 1 to 65535 (got "abc")'],
      [{ PORT: '70000' }, 'PORT: expected a port number from 1 to 65535 (got "70000")'],
      [{ HOST: 'a b' }, 'HOST: expected an address or a host name (got "a b")'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected one of'],
    ]) {
      const read = () => readServerConfig(env, { port: 5173 });
      expect(read).toThrow(ServerConfigError);
      expect(read).toThrow(message);
      // One line: the message is the whole of what the operator sees.
      expect(read).toThrow(/^[^\n]*$/);
    }
  });
});
