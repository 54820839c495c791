import { http, HttpResponse } from 'msw';
import type { paths } from '../generated/schema.ts';

type HealthBody = paths['/util/health']['get']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

/**
 * MSW handler builders for the front ends' tests, typed from the OpenAPI document and bound to the
 * app's API base URL (`env.apiUrl`).
 */
export function createApiHandlers(baseUrl: string) {
  /** An absolute API URL for a path of the OpenAPI document. */
  const apiUrl = (path: keyof paths): string => `${baseUrl}${path}`;

  const healthHandlers = {
    ok: () =>
      http.get<never, never, HealthBody>(apiUrl('/util/health'), () =>
        HttpResponse.json({ status: 'ok' }),
      ),
    failing: (status = 500) =>
      http.get<never, never, ErrorBody>(apiUrl('/util/health'), () =>
        HttpResponse.json({ detail: 'Database unavailable' }, { status }),
      ),
    unreachable: () => http.get(apiUrl('/util/health'), () => HttpResponse.error()),
  };

  /** What the API answers when a test says nothing else: the texts fail over to the bundled defaults. */
  const defaultHandlers = [
    healthHandlers.ok(),
    http.get(`${baseUrl}/site_content/:namespace/:language`, () =>
      HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
    ),
  ];

  return { apiUrl, healthHandlers, defaultHandlers };
}
