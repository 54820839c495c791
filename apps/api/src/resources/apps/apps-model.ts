import { app } from '../../db/schema/app.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/** The installed apps, read only (the seed registers them); administrators list them. */
export const appsModel: ModelDefinition = {
  name: 'apps',
  schemaName: 'App',
  table: app,
  secret: [],
  describe: (row) => `App: ${String(row.name)} (id ${String(row.id)})`,
};
