import type { components, paths } from '@cabinet/api-client/schema';
import { http, HttpResponse } from 'msw';
import { apiUrl } from './handlers';

type SavedView = components['schemas']['SavedView'];
type SavedViewState = components['schemas']['SavedViewState'];
type CreateBody =
  paths['/saved_view/{model}']['post']['requestBody']['content']['application/json'];
type UpdateBody =
  paths['/saved_view/{model}/{id}']['put']['requestBody']['content']['application/json'];

const STAMP = '2026-11-20T09:00:00.000Z';

/** A list state as a view stores it: the plain list unless `overrides` say otherwise. */
export function viewState(overrides: Partial<SavedViewState> = {}): SavedViewState {
  return {
    search: '',
    filters: [],
    match: 'all',
    sort: { field: 'id', direction: 'desc' },
    toggles: {},
    archived: false,
    columns: {},
    ...overrides,
  };
}

/** A view as the API answers it: the signed-in user's own unless `overrides` say otherwise. */
export function savedView(id: number, overrides: Partial<SavedView> = {}): SavedView {
  return {
    id,
    model: 'user',
    name: `View ${id}`,
    state: viewState(),
    mine: true,
    owner: { id: 1, name: 'Anne Martin' },
    shared_role: null,
    created_at: STAMP,
    updated_at: STAMP,
    ...overrides,
  };
}

const roleNames: Record<number, string> = { 2: 'Admin', 3: 'User', 4: 'Practitioner' };

/**
 * The saved views API over an in-memory store, like the API: a list's views, a name taken twice
 * by the same user on a list refused (409), changes and deletes of one's own views only.
 * `received` lists each create and update body, in order.
 */
export function savedViewApi(initial: SavedView[] = []) {
  const store = [...initial];
  const received: { method: string; body: CreateBody | UpdateBody }[] = [];
  let next = 100;
  const taken = (model: string, name: string, except?: number) =>
    store.some(
      (view) =>
        view.mine &&
        view.model === model &&
        view.id !== except &&
        view.name.toLowerCase() === name.toLowerCase(),
    );
  const conflict = (name: string) =>
    HttpResponse.json(
      { detail: `You already have a view named "${name}" on this list.` },
      { status: 409 },
    );
  const sharedRole = (id: number | null | undefined) =>
    id ? { id, name: roleNames[id] ?? `Role ${id}` } : null;
  const one = apiUrl('/saved_view/{model}/{id}').replace('{model}/{id}', ':model/:id');
  const handlers = [
    http.get<{ model: string }>(
      apiUrl('/saved_view/{model}').replace('{model}', ':model'),
      ({ params }) =>
        HttpResponse.json({ data: store.filter((view) => view.model === params.model) }),
    ),
    http.post<{ model: string }, CreateBody>(
      apiUrl('/saved_view/{model}').replace('{model}', ':model'),
      async ({ params, request }) => {
        const body = await request.json();
        received.push({ method: 'POST', body });
        if (taken(params.model, body.name)) return conflict(body.name);
        const view = savedView((next += 1), {
          model: params.model,
          name: body.name,
          state: body.state,
          shared_role: sharedRole(body.shared_role_id),
        });
        store.push(view);
        return HttpResponse.json(view);
      },
    ),
    http.put<{ model: string; id: string }, UpdateBody>(one, async ({ params, request }) => {
      const body = await request.json();
      received.push({ method: 'PUT', body });
      const index = store.findIndex((view) => view.id === Number(params.id));
      const found = store[index];
      if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      if (body.name && taken(params.model, body.name, found.id)) return conflict(body.name);
      const changed: SavedView = {
        ...found,
        ...(body.name ? { name: body.name } : {}),
        ...(body.state ? { state: body.state } : {}),
        ...(body.shared_role_id !== undefined
          ? { shared_role: sharedRole(body.shared_role_id) }
          : {}),
      };
      store[index] = changed;
      return HttpResponse.json(changed);
    }),
    http.delete<{ model: string; id: string }>(one, ({ params }) => {
      const index = store.findIndex((view) => view.id === Number(params.id));
      if (index === -1) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      store.splice(index, 1);
      return HttpResponse.json({ deleted: 1 });
    }),
  ];
  return { handlers, received, store };
}
