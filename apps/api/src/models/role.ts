import { role } from '../db/schema/role.ts';
import type { ModelDefinition } from '../services/model-engine/definition.ts';

export const roleModel: ModelDefinition = {
  name: 'role',
  schemaName: 'Role',
  table: role,
  secret: [],
  describe: (row) => `Role: ${String(row.name)} (id ${String(row.id)})`,
};
