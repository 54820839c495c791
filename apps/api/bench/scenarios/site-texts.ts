import type { Scenario } from '../scenario.ts';

/** The texts every visitor's page asks for (and the public site's server, on every page load). */
export const siteTextsScenario: Scenario = {
  name: 'GET /site_content/public/fr.json',
  connections: 50,
  request: () => ({ method: 'GET', path: '/api/v1/site_content/public/fr.json' }),
};
