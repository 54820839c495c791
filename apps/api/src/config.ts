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
  /**
   * Where an earlier release kept uploaded files (unset: DATA_DIR/uploads). They live in the
   * database now: this folder is read until `pnpm uploads:to-database` has moved them.
   */
  UPLOAD_DIR: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_MAX_MB: Type.Number({ exclusiveMinimum: 0, maximum: 1024 }),
  LOG_LEVEL: LogLevel,
  /** `true` (set by `npm start`): a fresh database gets the demo data at its first start. */
  LOAD_DEMO_DATA: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  /**
   * `true`: `POST /init` gives a visitor without an account an anonymous user (the front ends'
   * VITE_ENABLE_ANON_USERS, built with the same value). Off by default.
   */
  ENABLE_ANON_USERS: Type.Union([Type.Literal('true'), Type.Literal('false')]),
  /** Proxies allowed to name the client in X-Forwarded-For: unset (none), a hop count or addresses. */
  TRUST_PROXY: Type.Optional(Type.String()),
  /** `production` on a practice's server: stricter start checks, no demo data, no local origins. */
  NODE_ENV: Type.Optional(Type.String()),
});

export type Config = Static<typeof EnvSchema>;

/** Whether the API runs as a practice's production server (NODE_ENV=production). */
export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

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
  ENABLE_ANON_USERS: 'false',
};

const numeric = new Set(['PORT', 'UPLOAD_MAX_MB']);

/**
 * What a production start (NODE_ENV=production) refuses: demo data (fake staff and requests among
 * real ones), no APP_SECRET (a secret generated into DATA_DIR is lost with the disk, and every 2FA
 * set-up and sealed password with it) and a weak ADMIN_PASSWORD (under 12 characters, fewer than
 * three kinds of character, or holding the username). Unset, the password is generated: strong.
 */
function productionRefusal(raw: Record<string, unknown>): string | null {
  if (raw.LOAD_DEMO_DATA === 'true')
    return 'LOAD_DEMO_DATA: demo data is never loaded in production';
  if (!raw.APP_SECRET)
    return 'APP_SECRET: required in production (at least 32 characters, e.g. `openssl rand -hex 32`)';
  const password = raw.ADMIN_PASSWORD;
  if (typeof password !== 'string') return null;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(password));
  const username = String(raw.ADMIN_USERNAME).toLowerCase();
  if (password.length < 12 || kinds.length < 3 || password.toLowerCase().includes(username))
    return 'ADMIN_PASSWORD: too weak for production (at least 12 characters, three of lower case, upper case, digits and symbols, not the username); or leave it unset to have one generated';
  return null;
}

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
  const refusal = env.NODE_ENV === 'production' ? productionRefusal(raw) : null;
  if (refusal) throw new ConfigError(`Invalid configuration (NODE_ENV=production): ${refusal}`);
  return raw as Config;
}
