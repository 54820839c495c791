import type { Scenario } from '../scenario.ts';

const path = '/api/v1/site_content/public/fr.json';

/**
 * The texts every visitor's page asks for (and the public site's server, on every page load), as
 * a browser asks for them: it takes brotli (Chrome's own `Accept-Encoding`), so they travel at a
 * third of their size.
 */
export const siteTextsScenario: Scenario = {
  name: 'GET /site_content/public/fr.json (as a browser asks: brotli)',
  connections: 50,
  request: () => ({
    method: 'GET',
    path,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  }),
};

/** The same texts for a client that takes no compression: every answer carries the whole JSON. */
export const plainSiteTextsScenario: Scenario = {
  name: 'GET /site_content/public/fr.json (uncompressed)',
  connections: 50,
  request: () => ({ method: 'GET', path }),
};
