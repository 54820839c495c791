import { readServerConfig, ServerConfigError } from './server-config.js';
import { createSiteServer } from './site-server.js';

export { readServerConfig, ServerConfigError } from './server-config.js';
export {
  createSiteServer,
  IMMUTABLE,
  isHashedAsset,
  REVALIDATE,
  SECURITY_HEADERS_FILE,
} from './site-server.js';
export { precompressDirectory } from './precompress.js';

/**
 * Starts a site's production server from the environment (see readServerConfig) and stops it
 * cleanly on SIGTERM or SIGINT (requests under way finish). A bad configuration or a port already
 * taken stops the process with one line on stderr, prefixed by `name`.
 *
 * @param {import('./index.d.ts').RunSiteServerOptions} options
 */
export async function runSiteServer({ name, defaultPort, ...siteOptions }) {
  const fail = (/** @type {string} */ message) => {
    process.stderr.write(`${name}: ${message}\n`);
    process.exit(1);
  };
  let config;
  try {
    config = readServerConfig(process.env, { port: defaultPort });
  } catch (error) {
    if (error instanceof ServerConfigError) return fail(error.message);
    throw error;
  }
  let app;
  try {
    app = await createSiteServer({ ...siteOptions, logLevel: config.logLevel });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error);
    return fail(code === 'EADDRINUSE' ? `port ${config.port} is already in use` : message);
  }
  const server = app;
  let closing = false;
  const stop = () => {
    if (closing) process.exit(1);
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}
