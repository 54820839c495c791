import type { components } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type Availability = components['schemas']['Availability'];
type FreeTime = components['schemas']['FreeTime'];

const pathOf = (template: '/practitioner/{id}/availability' | '/practitioner/{id}/free-times') =>
  apiUrl(template).replace('{id}', ':id');

/**
 * A practitioner's availability routes over one stored availability: each PUT is recorded in
 * `saved` and stored, unless `refuse` answers it with the API's 400.
 */
export function availabilityApi(
  initial: Availability = { weekly: [], exceptions: [] },
  { refuse, freeTimes = [] }: { refuse?: string; freeTimes?: FreeTime[] } = {},
) {
  let stored = initial;
  const saved: Availability[] = [];
  const freeTimeQueries: string[] = [];
  const handlers = [
    http.get(pathOf('/practitioner/{id}/availability'), () => HttpResponse.json(stored)),
    http.put(pathOf('/practitioner/{id}/availability'), async ({ request }) => {
      const body = (await request.json()) as Availability;
      saved.push(body);
      if (refuse) return HttpResponse.json({ detail: refuse }, { status: 400 });
      stored = body;
      return HttpResponse.json(stored);
    }),
    http.get(apiUrl('/practitioner/{id}/calendar-feed').replace('{id}', ':id'), () =>
      HttpResponse.json({ active: false, created_at: null }),
    ),
    http.get(pathOf('/practitioner/{id}/free-times'), ({ request }) => {
      freeTimeQueries.push(new URL(request.url).search);
      return HttpResponse.json({ items: freeTimes });
    }),
  ];
  return { handlers, saved, freeTimeQueries };
}
