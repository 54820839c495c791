import { locale } from '../../db/schema/locale.ts';
import { siteContent } from '../../db/schema/site-content.ts';
import type { ModelDefinition } from '../../engine/definition.ts';
import { prepareSiteContent } from './site-content-rules.ts';

/** The site's texts per namespace and locale; the seed creates them, staff edit their values. */
export const siteContentModel: ModelDefinition = {
  name: 'site_content',
  schemaName: 'SiteContent',
  table: siteContent,
  secret: [],
  writable: true,
  creatable: false,
  serverSet: ['locale_id', 'name', 'edited_keys'],
  relations: {
    locale: { table: locale, via: 'locale_id', searchable: ['iso_code', 'code', 'name'] },
  },
  describe: (row) => `Theme translation: ${String(row.name)} (id ${String(row.id)})`,
  prepare: prepareSiteContent,
};
