import type { Scenario } from '../scenario.ts';

/** Liveness: the cheapest round trip through Fastify (no database query). */
export const healthScenario: Scenario = {
  name: 'GET /util/health',
  connections: 50,
  request: () => ({ method: 'GET', path: '/api/v1/util/health' }),
};
