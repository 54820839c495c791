import { locale } from '../../db/schema/locale.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

export const localeModel: ModelDefinition = {
  name: 'locale',
  schemaName: 'Locale',
  table: locale,
  secret: [],
  deletable: true,
  describe: (row) => `Locale: ${String(row.name)} (id ${String(row.id)})`,
};
