import { http, HttpResponse } from 'msw';
import type { paths } from '../generated/schema.ts';

type HealthBody = paths['/util/health']['get']['responses'][200]['content']['application/json'];
interface ErrorBody {
  detail: string;
}

/**
 * The CORS headers the API gives a page of another origin (its `@fastify/cors`: the origin named
 * back, `Vary: Origin`, the exposed headers). The front ends run on an origin of their own, and
 * jsdom checks them on XMLHttpRequest (the uploads) as a browser does: without them the page reads
 * no answer. fetch in Node checks none, so only upload handlers need to add them.
 */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin');
  if (!origin) return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': 'Content-Disposition',
    Vary: 'Origin',
  };
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

  /**
   * The API's answer to a browser's question before a cross-origin call it must ask about first (an
   * upload that reports its progress): which methods and headers a page of that origin may use.
   */
  const corsPreflight = http.options(`${baseUrl}/*`, ({ request }) =>
    request.headers.get('access-control-request-method')
      ? new HttpResponse(null, {
          status: 204,
          headers: {
            ...corsHeaders(request),
            'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
            'Access-Control-Allow-Headers': 'Authorization, Content-Type',
            'Access-Control-Max-Age': '600',
          },
        })
      : undefined,
  );

  /**
   * What the API answers when a test says nothing else: the texts fail over to the bundled
   * defaults, and a browser's CORS question gets the API's answer.
   */
  const defaultHandlers = [
    healthHandlers.ok(),
    corsPreflight,
    http.get(`${baseUrl}/site_content/:namespace/:language`, () =>
      HttpResponse.json({ detail: 'Not found' }, { status: 404 }),
    ),
  ];

  return { apiUrl, healthHandlers, defaultHandlers };
}
