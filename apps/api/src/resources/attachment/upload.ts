import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/record-audit.ts';
import { actorOf } from '../../engine/actor.ts';
import { ForbiddenError } from '../../errors.ts';
import { checkFile } from '../../files/check-file.ts';
import { readUpload } from '../../files/read-upload.ts';
import { requireUser } from '../../plugins/auth.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { storeUpload } from './store-upload.ts';

/**
 * Reads, checks and stores the uploaded files, all or none. Anyone allowed to create attachments may
 * upload; publishing a file to every visitor (`public=true`) is an administrator's decision.
 */
export async function uploadAttachments(app: FastifyInstance, request: FastifyRequest) {
  requireUser(request);
  const actor = await actorOf(app, request);
  if (scopeFor(actor.permissions, 'attachment', 'create') === 'none')
    throw new ForbiddenError('You may not upload files.');
  const upload = await readUpload(request, app.config.UPLOAD_MAX_MB);
  const administers = ['org', 'all'].includes(scopeFor(actor.permissions, 'attachment', 'write'));
  if (upload.public && !administers)
    throw new ForbiddenError('Only administrators can upload public files.');
  const checked = upload.files.map(checkFile);
  const owner = { ...actor, userId: actor.userId! };
  const created = await storeUpload(app, owner, checked, upload.public);
  const ids = created.map((r) => r.id).join(',');
  await recordAudit(app.db, {
    event: 'attachment.uploaded',
    userId: actor.userId,
    ip: request.ip,
    detail: { count: created.length, public: upload.public, ids },
  });
  return created;
}
