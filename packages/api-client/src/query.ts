import createQueryClient from 'openapi-react-query';
import type { ApiClient } from './client.ts';

/**
 * TanStack Query hooks typed from the OpenAPI document:
 * `const $api = createQueryHooks(client); $api.useQuery('get', '/util/health')`.
 */
export function createQueryHooks(client: ApiClient) {
  return createQueryClient(client);
}

export type QueryHooks = ReturnType<typeof createQueryHooks>;
