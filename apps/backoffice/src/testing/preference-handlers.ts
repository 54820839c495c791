import type { paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type ColumnPreferences =
  paths['/preference/columns/{model}']['get']['responses'][200]['content']['application/json'];

/**
 * The column preferences API over an in-memory store, by model: GET answers the saved choice (none
 * at first), PUT replaces it. `saved` lists each PUT in order, for tests to read what was sent.
 */
export function columnPreferenceApi(initial: Record<string, ColumnPreferences['columns']> = {}) {
  const store = new Map(Object.entries(initial));
  const saved: { model: string; columns: ColumnPreferences['columns'] }[] = [];
  const path = apiUrl('/preference/columns/{model}').replace('{model}', ':model');
  const handlers = [
    http.get<{ model: string }, never, ColumnPreferences>(path, ({ params }) =>
      HttpResponse.json({ columns: store.get(params.model) ?? {} }),
    ),
    http.put<{ model: string }, ColumnPreferences, ColumnPreferences>(
      path,
      async ({ params, request }) => {
        const { columns } = await request.json();
        store.set(params.model, columns);
        saved.push({ model: params.model, columns });
        return HttpResponse.json({ columns });
      },
    ),
  ];
  return { handlers, saved };
}

type LanguagePreference =
  paths['/preference/language']['put']['requestBody']['content']['application/json'];

/** `PUT /preference/language`: `saved` lists each language sent, in order. */
export function languagePreferenceApi() {
  const saved: LanguagePreference['language'][] = [];
  const handlers = [
    http.put<never, LanguagePreference, LanguagePreference>(
      apiUrl('/preference/language'),
      async ({ request }) => {
        const { language } = await request.json();
        saved.push(language);
        return HttpResponse.json({ language });
      },
    ),
  ];
  return { handlers, saved };
}
