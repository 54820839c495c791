import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RecordIdParams, withErrors } from '../../http/schemas.ts';
import { OrganizationUpdateSchema } from './organization-schemas.ts';
import { readOrganization, sendTestEmail, updateOrganization } from './organization-settings.ts';
import { SIGNED_IN, TOKEN_OPTIONAL } from '../../http/security.ts';

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/organization/:id',
    {
      schema: {
        tags: ['organization'],
        operationId: 'getOrganization',
        security: TOKEN_OPTIONAL,
        summary:
          'The organization: its public identity for anyone, every setting for its administrators.',
        params: RecordIdParams,
        response: withErrors({ 200: Type.Ref('Organization') }),
      },
    },
    async (request) => readOrganization(app, request, request.params.id),
  );

  app.put(
    '/organization/:id',
    {
      schema: {
        tags: ['organization'],
        operationId: 'updateOrganization',
        security: SIGNED_IN,
        summary:
          'Changes the organization settings; the mail password is write-only and stored sealed.',
        params: RecordIdParams,
        body: OrganizationUpdateSchema,
        response: withErrors({ 200: Type.Ref('Organization') }),
      },
    },
    async (request) => updateOrganization(app, request, request.params.id, request.body),
  );

  app.post(
    '/organization/:id/test-email',
    {
      schema: {
        tags: ['organization'],
        operationId: 'sendTestEmail',
        security: SIGNED_IN,
        summary:
          'Sends a test message through the saved SMTP settings and tells the outcome in a few words.',
        params: RecordIdParams,
        body: Type.Object({ to: Type.String({ format: 'email', maxLength: 254 }) }),
        response: withErrors({ 200: Type.Object({ sent: Type.Boolean(), detail: Type.String() }) }),
      },
    },
    async (request) => sendTestEmail(app, request, request.params.id, request.body.to),
  );
};
