import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { checkFile } from '../../files/check-file.ts';
import { readUpload } from '../../files/read-upload.ts';
import { storeUpload } from './store-upload.ts';
import { actorOf } from '../../engine/actor.ts';
import { scopeFor } from '../../permissions/permission.ts';
import { ForbiddenError } from '../../errors.ts';

const schema = {
  tags: ['attachment'],
  operationId: 'uploadAttachments',
  summary:
    'Uploads one or more files (PNG, JPEG, GIF, SVG, PDF; type read from the content, SVG sanitised), all or none.',
  description:
    'Multipart field `files` (repeat it for several; `file` is accepted too). `public=true` marks site images anyone may fetch and is refused (403) for callers who do not administer files.',
  consumes: ['multipart/form-data'],
  body: Type.Object({
    files: Type.Array(Type.String({ format: 'binary' })),
    public: Type.Optional(Type.Boolean()),
  }),
  response: withErrors({ 200: Type.Array(Type.Ref('Attachment')) }),
};

export const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const handler = async (request: FastifyRequest, _reply: FastifyReply) => {
    requireUser(request);
    const actor = await actorOf(app, request);
    if (scopeFor(actor.permissions, 'attachment', 'create') === 'none')
      throw new ForbiddenError('You may not upload files.');
    const upload = await readUpload(request, app.config.UPLOAD_MAX_MB);
    // Publishing a file to every visitor is an administrator's decision.
    if (
      upload.public &&
      !['org', 'all'].includes(scopeFor(actor.permissions, 'attachment', 'write'))
    )
      throw new ForbiddenError('Only administrators can upload public files.');
    const checked = upload.files.map(checkFile);
    const created = await storeUpload(
      app,
      { ...actor, userId: actor.userId! },
      checked,
      upload.public,
    );
    await recordAudit(app.db, {
      event: 'attachment.uploaded',
      userId: actor.userId,
      ip: request.ip,
      detail: {
        count: created.length,
        public: upload.public,
        ids: created.map((r) => r.id).join(','),
      },
    });
    return created;
  };
  // The multipart body is read by the handler; the schema above documents the contract.
  const options = { schema, validatorCompiler: () => () => true };
  app.post('/attachment/', options, handler);
  app.post('/attachment', { ...options, schema: { ...schema, hide: true } }, handler);
};
