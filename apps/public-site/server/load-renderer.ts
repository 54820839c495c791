import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../src/entry-server';

/**
 * The server build's renderer (`entry-server.js` in `ssrDir`), loaded in production mode, as the
 * browser's build runs. Its pages must match what the browser renders: in development Emotion and
 * MUI name each class after its component, so the browser would find none of the page's styles
 * under its own names and insert them all again; and React renders several times faster. Set
 * before the renderer's modules load, as React picks its build when it loads.
 */
export async function loadRenderer(ssrDir: string): Promise<typeof EntryServer> {
  process.env.NODE_ENV = 'production';
  return (await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)) as typeof EntryServer;
}
