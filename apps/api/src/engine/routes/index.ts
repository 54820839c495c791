import type { FastifyInstance } from 'fastify';
import { deleteCheckRoutes } from './delete-check-route.ts';
import { registerModelRoutes } from './model-routes.ts';

/**
 * The generic routes of every model in `app.models`: `/{model}/search`, `/{model}/{id}`,
 * `/{model}/export`, and per the model's flags create, update, import, delete and bulk delete;
 * plus `/util/delete_check/{model}/{ids}`. Their URLs are templates: `src/resources/ROUTES.md`
 * (generated) lists every one with the model it serves.
 */
export async function modelRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models) await registerModelRoutes(app, model);
  await app.register(deleteCheckRoutes);
}
