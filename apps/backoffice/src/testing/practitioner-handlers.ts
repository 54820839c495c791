import type { components } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';
import { baseRecord, userRecord } from './resource-handlers';

type Practitioner = components['schemas']['Practitioner'];

/** A practitioner as the API's search and GET answer it. */
export function practitionerRecord(
  id: number,
  overrides: Partial<Practitioner> = {},
): Practitioner {
  return {
    ...baseRecord(id),
    organization_id: 1,
    user_id: null,
    user: null,
    display_name: 'Claire Demo',
    titles_fr: 'Psychologue FSP\nAssociée gérante',
    titles_en: 'FSP psychologist\nManaging partner',
    titles_de: null,
    bio_fr: 'Reçoit des adultes et des couples.',
    bio_en: null,
    bio_de: null,
    photo_id: null,
    photo: null,
    languages: ['fr', 'en'],
    specialities: ['individual-psychotherapy'],
    registrations: ['fsp'],
    gln: null,
    visible: true,
    position: 1,
    ...overrides,
  };
}

/**
 * The practitioner routes over a list: search, GET, create and update (recorded in `saved`), and
 * the users a practitioner may be linked to.
 */
export function practitionerApi(practitioners: Practitioner[]) {
  const saved: { method: 'POST' | 'PUT'; body: Partial<Practitioner> }[] = [];
  const handlers = [
    http.post(apiUrl('/user/search'), () =>
      HttpResponse.json({
        data: [userRecord(7, { name: 'Camille Favre', username: 'camille.favre' })],
        total: 1,
      }),
    ),
    http.post(apiUrl('/practitioner/search'), () =>
      HttpResponse.json({ data: practitioners, total: practitioners.length }),
    ),
    http.get<{ id: string }>(apiUrl('/practitioner/{id}').replace('{id}', ':id'), ({ params }) => {
      const found = practitioners.find((p) => p.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ detail: 'Not found' }, { status: 404 });
    }),
    http.post(apiUrl('/practitioner'), async ({ request }) => {
      const body = (await request.json()) as Partial<Practitioner>;
      saved.push({ method: 'POST', body });
      return HttpResponse.json(practitionerRecord(42, body));
    }),
    http.put<{ id: string }>(
      apiUrl('/practitioner/{id}').replace('{id}', ':id'),
      async ({ request, params }) => {
        const body = (await request.json()) as Partial<Practitioner>;
        saved.push({ method: 'PUT', body });
        const found = practitioners.find((p) => p.id === Number(params.id));
        return HttpResponse.json({ ...found, ...body });
      },
    ),
  ];
  return { handlers, saved };
}
