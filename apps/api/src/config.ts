import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/** Raised for a configuration the API cannot start with; the message is shown as it is. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
    Type.Literal(level),
  ),
);

const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 1, maximum: 65535 }),
  HOST: Type.String({ minLength: 1 }),
  DATA_DIR: Type.String({ minLength: 1 }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  APP_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  PUBLIC_SITE_URL: Type.String({ pattern: '^https?://' }),
  BACKOFFICE_URL: Type.String({ pattern: '^https?://' }),
  ADMIN_USERNAME: Type.String({ minLength: 3, maxLength: 64 }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8, maxLength: 256 })),
  ADMIN_EMAIL: Type.String({ format: 'email' }),
  UPLOAD_MAX_MB: Type.Number({ exclusiveMinimum: 0, maximum: 1024 }),
  LOG_LEVEL: LogLevel,
  /** `true` (set by `npm start`): a fresh database gets the demo data at its first start. */
  LOAD_DEMO_DATA: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  /** Proxies allowed to name the client in X-Forwarded-For: unset (none), a hop count or addresses. */
  TRUST_PROXY: Type.Optional(Type.String()),
});

export type Config = Static<typeof EnvSchema>;

const defaults: Record<string, string> = {
  PORT: '8000',
  HOST: '0.0.0.0',
  DATA_DIR: './data',
  PUBLIC_SITE_URL: 'http://localhost:5173',
  BACKOFFICE_URL: 'http://localhost:5174',
  ADMIN_USERNAME: 'admin',
  ADMIN_EMAIL: 'admin@example.com',
  UPLOAD_MAX_MB: '10',
  LOG_LEVEL: 'info',
  LOAD_DEMO_DATA: 'false',
};

const numeric = new Set(['PORT', 'UPLOAD_MAX_MB']);

/** Reads and validates the API's configuration. Nothing else reads process.env, so every setting is checked once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]?.trim() || defaults[key];
    if (value === undefined) continue;
    raw[key] = numeric.has(key) && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  const errors = [...Value.Errors(EnvSchema, raw)];
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const key = error.instancePath.replace(/^\//, '') || 'configuration';
      const shown =
        key in raw && !/SECRET|PASSWORD/.test(key) ? ` (got "${String(raw[key])}")` : '';
      return `${key}: ${error.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const proxies = parseTrustProxy(raw.TRUST_PROXY as string | undefined);
  if (typeof proxies === 'object' && !Array.isArray(proxies))
    throw new ConfigError(`Invalid configuration: ${proxies.error}`);
  return raw as Config;
}
