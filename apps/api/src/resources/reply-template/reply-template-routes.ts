import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { actorOf, who } from '../../engine/actor.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import {
  REPLY_PLACEHOLDERS,
  ReplyKindSchema,
  ReplyLanguageSchema,
  ReplyTextSchema,
} from './reply-kinds.ts';
import { listTemplates, resetTemplate, saveTemplate } from './template-admin.ts';

const TemplateParams = Type.Object({ kind: ReplyKindSchema, language: ReplyLanguageSchema });

/**
 * The practice's reply templates, a setting of its administrators (`organization:write`): each kind
 * in each language, the practice's wording or the bundled default, and "reset to default".
 */
export const replyTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reply_template',
    {
      schema: {
        tags: ['reply_template'],
        operationId: 'listReplyTemplates',
        security: SIGNED_IN,
        summary: 'Every reply template of the organization, and the placeholders they may name.',
        response: withErrors({
          200: Type.Object({
            data: Type.Array(Type.Ref('ReplyTemplate')),
            placeholders: Type.Array(Type.Enum(REPLY_PLACEHOLDERS), {
              description: 'What a template may name, each written {{name}}.',
            }),
          }),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app, request);
      return { data: await listTemplates(app.db, actor), placeholders: [...REPLY_PLACEHOLDERS] };
    },
  );

  app.put(
    '/reply_template/:kind/:language',
    {
      schema: {
        tags: ['reply_template'],
        operationId: 'saveReplyTemplate',
        security: SIGNED_IN,
        summary:
          'Saves the organization’s wording of a template; an unknown placeholder is refused (400).',
        params: TemplateParams,
        body: Type.Object(ReplyTextSchema, { additionalProperties: false }),
        response: withErrors({ 200: Type.Ref('ReplyTemplate') }),
      },
    },
    async (request) => {
      const { kind, language } = request.params;
      const actor = await actorOf(app, request);
      return saveTemplate(app.db, actor, who(actor, request), kind, language, request.body);
    },
  );

  app.delete(
    '/reply_template/:kind/:language',
    {
      schema: {
        tags: ['reply_template'],
        operationId: 'resetReplyTemplate',
        security: SIGNED_IN,
        summary: 'Drops the organization’s wording of a template: the default applies again.',
        params: TemplateParams,
        response: withErrors({ 200: Type.Ref('ReplyTemplate') }),
      },
    },
    async (request) => {
      const { kind, language } = request.params;
      const actor = await actorOf(app, request);
      return resetTemplate(app.db, actor, who(actor, request), kind, language);
    },
  );
};
