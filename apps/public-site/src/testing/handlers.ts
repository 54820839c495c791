import type { paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { env } from '../config/env';

type HealthBody = paths['/util/health']['get']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

/** An absolute API URL for a path of the OpenAPI document. */
export function apiUrl(path: keyof paths): string {
  return `${env.apiUrl}${path}`;
}

export const healthHandlers = {
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
export const defaultHandlers = [
  healthHandlers.ok(),
  http.get(`${env.apiUrl}/site_content/:namespace/:language`, () =>
    HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
  ),
];
