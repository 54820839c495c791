import type { FastifyInstance, FastifyReply } from 'fastify';
import { NotFoundError } from '../../errors.ts';
import { contentDisposition } from '../../files/file-name.ts';
import type { ServedFile } from './find-served-file.ts';

/** Even an image opened on its own may run nothing and load nothing. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Streams a stored file with headers that keep it inert: its own type only (nosniff), no script
 * (CSP sandbox), PDFs downloaded rather than shown, and public files cached for a day while
 * private ones are never kept. The bytes are read from the store as they go out; a row whose file is
 * missing answers 404.
 */
export async function sendStoredFile(app: FastifyInstance, reply: FastifyReply, file: ServedFile) {
  const stored = await app.fileStore.open(file.name);
  if (!stored) throw new NotFoundError('File not found.');
  const disposition = file.content_type === 'application/pdf' ? 'attachment' : 'inline';
  return reply
    .type(file.content_type)
    .header('Content-Length', stored.size)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', FILE_CSP)
    .header('Content-Disposition', contentDisposition(disposition, file.original_name))
    .header('Cache-Control', file.public ? 'public, max-age=86400' : 'private, no-store')
    .send(stored.stream);
}
