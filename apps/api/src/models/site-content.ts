import { locale } from '../db/schema/locale.ts';
import { siteContent } from '../db/schema/site-content.ts';
import type { ModelDefinition } from '../services/model-engine/definition.ts';

export const siteContentModel: ModelDefinition = {
  name: 'site_content',
  schemaName: 'SiteContent',
  table: siteContent,
  secret: [],
  relations: {
    locale: { table: locale, via: 'locale_id', searchable: ['iso_code', 'code', 'name'] },
  },
  describe: (row) => `Theme translation: ${String(row.name)} (id ${String(row.id)})`,
};
