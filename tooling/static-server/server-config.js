/** Raised for an environment the server cannot start with; its message is one line, shown as it is. */
export class ServerConfigError extends Error {
  name = 'ServerConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads a site server's configuration from its environment, and nothing else: `PORT` (1–65535),
 * `HOST` (an address or host name to listen on) and `LOG_LEVEL` (Fastify's levels; requests are
 * not logged, the reverse proxy keeps the access log). A bad value throws a ServerConfigError
 * naming the variable and the value.
 *
 * @param {Record<string, string | undefined>} env
 * @param {{ port: number }} defaults
 * @returns {import('./index.d.ts').ServerConfig}
 */
export function readServerConfig(env, defaults) {
  const problems = [];
  const portText = env.PORT?.trim() || String(defaults.port);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 1 || port > 65535)
    problems.push(`PORT: expected a port number from 1 to 65535 (got "${portText}")`);
  const host = env.HOST?.trim() || '0.0.0.0';
  if (/\s|\//.test(host)) problems.push(`HOST: expected an address or a host name (got "${host}")`);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL: expected one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  if (problems.length > 0)
    throw new ServerConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return { port, host, logLevel };
}
