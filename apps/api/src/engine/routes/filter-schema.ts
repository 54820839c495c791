import { Type } from 'typebox';
import type { ModelDefinition } from '../definition.ts';
import { OPERATORS } from '../filter.ts';

const Criterion = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 128 }),
  operator: Type.String({ description: `One of ${OPERATORS.join(', ')}` }),
  value: Type.Optional(Type.Unknown()),
});

/** `{AND, OR}`: AND criteria all hold, OR criteria need one match. */
export const FilterSchema = Type.Object({
  AND: Type.Optional(Type.Array(Criterion, { maxItems: 100 })),
  OR: Type.Optional(Type.Array(Criterion, { maxItems: 1000 })),
});

/** `site_content` → `SiteContent`, for operation ids such as `searchSiteContent`. */
export const operationName = (model: ModelDefinition) =>
  model.name
    .replace(/_(\w)/g, (_m, c: string) => c.toUpperCase())
    .replace(/^\w/, (c) => c.toUpperCase());
