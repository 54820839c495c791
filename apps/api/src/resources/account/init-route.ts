import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../errors.ts';
import { signInSettings } from './account-data.ts';
import { withErrors } from '../../http/schemas.ts';
import { RecordId } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';

const InitBody = Type.Object({
  /** Browser and device details; kept only when visitor tracking is on (it is off by default). */
  device_info: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 32 }),
  ),
  organization_id: Type.Optional(RecordId()),
  anonymous_id: Type.Optional(Type.String({ format: 'uuid' })),
});

const InitResponse = Type.Object(
  {
    organization: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      allow_public_signup: Type.Boolean(),
      require_2fa_all_users: Type.Boolean(),
    }),
  },
  { $id: 'InitResponse' },
);

export const initRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/init',
    {
      schema: {
        tags: ['auth'],
        operationId: 'initSession',
        security: PUBLIC,
        summary:
          'Starts an app session: the organization’s public settings the sign-in screens need.',
        body: InitBody,
        response: withErrors({ 200: InitResponse }),
      },
    },
    async (request) => {
      const id = request.body.organization_id ?? 1;
      const org = await signInSettings(app.db, id);
      if (!org) throw new NotFoundError(`Organization ${id} does not exist.`);
      return { organization: org };
    },
  );
};
