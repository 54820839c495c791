import { attachment } from '../../db/schema/attachment.ts';
import type { ModelDefinition } from '../../engine/definition.ts';

/**
 * Uploaded files: created only by `POST /attachment/` (routes/attachment), never by the generic
 * create or import. Users act on their own files, administrators on their organization's.
 */
export const attachmentModel: ModelDefinition = {
  name: 'attachment',
  schemaName: 'Attachment',
  table: attachment,
  secret: [],
  ownerColumn: 'owner_id',
  organizationColumn: 'organization_id',
  deletable: true,
  describe: (row) => `Attachment: ${String(row.original_name)} (id ${String(row.id)})`,
  // The row is gone once the transaction commits: only then does its file leave the store (a
  // failure here leaves a file no row names, which the hourly sweep removes).
  afterDelete: async (app, rows) => {
    await app.fileStore.remove(rows.map((row) => row.name as string));
  },
};
