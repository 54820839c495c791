import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { BadRequestError } from '../errors.ts';
import type { ModelDefinition } from './definition.ts';

/** The uploaded CSV of an import: multipart, in the field `file`, named *.csv. */
export async function csvUploadOf(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new BadRequestError('Send the CSV file as multipart form data in the field "file".');
  const file = await request.file();
  if (!file || file.fieldname !== 'file')
    throw new BadRequestError('Send the CSV file in the field "file".');
  if (!file.filename.toLowerCase().endsWith('.csv'))
    throw new BadRequestError('Only .csv files can be imported.');
  return file;
}

/** Imports at least this large change the table enough for the planner to need fresh statistics. */
const REFRESH_AFTER_ROWS = 1000;

/**
 * After a large import: fresh statistics, and the trigram indexes' pending entries merged, so the
 * next searches use the indexes at once instead of waiting for autovacuum. Runs after the commit.
 */
export async function refreshAfterLargeImport(
  db: Database,
  model: ModelDefinition,
  counts: { created: number; updated: number },
): Promise<void> {
  if (counts.created + counts.updated < REFRESH_AFTER_ROWS) return;
  await db.execute(sql`vacuum ${model.table}`);
  // Every table: the rows written beside (a new user's role links, say) change theirs too.
  await db.execute(sql`analyze`);
}
