import type { FastifyInstance } from 'fastify';
import { deleteCheckRoutes } from './delete-check-route.ts';
import { registerModelRoutes } from './model-routes.ts';
import { ImportProgressBoard } from '../import-progress.ts';
import { importProgressRoute } from './import-progress-route.ts';

/**
 * The generic routes of every model in `app.models`: `/{model}/search`, `/{model}/{id}`,
 * `/{model}/export`, and per the model's flags create, update, import, delete and bulk delete;
 * plus `/util/delete_check/{model}/{ids}` and `/util/import_progress/{id}`. Their URLs are templates: `src/resources/ROUTES.md`
 * (generated) lists every one with the model it serves.
 */
export async function modelRoutes(app: FastifyInstance): Promise<void> {
  const imports = new ImportProgressBoard();
  for (const model of app.models) await registerModelRoutes(app, model, imports);
  await app.register(deleteCheckRoutes);
  await app.register(importProgressRoute, { imports });
}
