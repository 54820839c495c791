import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: string;
}

export declare class ServerConfigError extends Error {}

export declare function readServerConfig(
  env: Record<string, string | undefined>,
  defaults: { port: number },
): ServerConfig;

/** A page a site makes for an address: its HTML, status and language. */
export interface SitePage {
  html: string;
  status: 200 | 404;
  language: string;
  /** A `Set-Cookie` value sent with the page. */
  cookie?: string;
}

export interface SiteServerOptions {
  /** The build's folder (absolute). */
  root: string;
  logLevel?: string;
  /**
   * The page for an address that is no file of the build and has no file extension (made now, e.g.
   * with texts staff edited since the build), or null to let the next rule answer.
   */
  page?: (url: string, headers: IncomingHttpHeaders) => Promise<SitePage | null>;
  /** Answer any other page address with `index.html` (a single-page app's routes). */
  spaFallback?: boolean;
  /** Where an address is sent instead (a 302), or null to answer it here. */
  redirect?: (url: string) => string | null;
}

export interface RunSiteServerOptions extends Omit<SiteServerOptions, 'logLevel'> {
  /** Prefixes the one line printed when the server cannot start. */
  name: string;
  /** The port when PORT is unset. */
  defaultPort: number;
}

export declare const SECURITY_HEADERS_FILE: string;
export declare const IMMUTABLE: string;
export declare const REVALIDATE: string;
export declare function isHashedAsset(path: string): boolean;
export declare function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance>;
export declare function runSiteServer(options: RunSiteServerOptions): Promise<FastifyInstance>;
export declare function precompressDirectory(dir: string): {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
};
