import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { toUserView } from '../../auth/current-user-view.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { recordAnonymousVisit } from './anonymous-users.ts';

export const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/util/me',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        security: SIGNED_IN,
        summary: 'The signed-in user, with roles, implied roles and permissions.',
        response: withErrors({ 200: Type.Ref('User') }),
      },
    },
    async (request) => {
      const current = requireUser(request);
      // The session start's refresh: an anonymous user who comes back is not inactive.
      await recordAnonymousVisit(app.db, current);
      return toUserView(current);
    },
  );
};
