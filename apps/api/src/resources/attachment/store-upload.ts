import type { FastifyInstance } from 'fastify';
import { attachment } from '../../db/schema/attachment.ts';
import { attachmentModel } from './attachment-model.ts';
import type { Actor } from '../../engine/actor.ts';
import { toRecord } from '../../engine/record-schema.ts';
import type { CheckedFile } from '../../files/check-file.ts';

/**
 * Writes the checked files under fresh random names and records them in one transaction: if any
 * step fails, the rows are rolled back and every file written so far is removed again.
 */
export async function storeUpload(
  app: FastifyInstance,
  actor: Actor & { userId: number },
  files: CheckedFile[],
  isPublic: boolean,
): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  try {
    const values: (typeof attachment.$inferInsert)[] = [];
    for (const file of files) {
      const storedName = app.fileStore.newName(file.type.extension);
      await app.fileStore.write(storedName, file.content);
      written.push(storedName);
      values.push({
        owner_id: actor.userId,
        organization_id: actor.organizationId ?? 1,
        name: storedName,
        original_name: file.name,
        content_type: file.type.contentType,
        size: file.content.length,
        public: isPublic,
      });
    }
    const rows = await app.db.transaction((tx) => tx.insert(attachment).values(values).returning());
    return rows.map((row) => toRecord(attachmentModel, row));
  } catch (error) {
    await app.fileStore.remove(written);
    throw error;
  }
}
