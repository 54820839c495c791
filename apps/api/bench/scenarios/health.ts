import type { Scenario } from '../scenario.ts';

/** The cheapest round trip through Fastify and the database. */
export const healthScenario: Scenario = {
  name: 'GET /util/health',
  request: () => ({ method: 'GET', path: '/api/v1/util/health' }),
};
