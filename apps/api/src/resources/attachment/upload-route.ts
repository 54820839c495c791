import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { uploadAttachments } from './upload.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';

const schema = {
  tags: ['attachment'],
  operationId: 'uploadAttachments',
  security: SIGNED_IN,
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
  const handler = async (request: FastifyRequest) => uploadAttachments(app, request);
  // The multipart body is read by the handler; the schema above documents the contract.
  const options = { schema, validatorCompiler: () => () => true };
  app.post('/attachment/', options, handler);
  app.post('/attachment', { ...options, schema: { ...schema, hide: true } }, handler);
};
