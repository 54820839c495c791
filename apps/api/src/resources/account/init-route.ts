import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../errors.ts';
import { assertWithinRate } from '../../http/rate-limit.ts';
import { signInSettings } from './account-data.ts';
import { startAnonymousSession } from './anonymous-users.ts';
import { withErrors } from '../../http/schemas.ts';
import { RecordId } from '../../http/schemas.ts';
import { PUBLIC } from '../../http/security.ts';
import { addressKey } from '../../http/address-key.ts';

/** `/init` calls one address may make in a minute: every page load of a crowded office, not a flood. */
export const INIT_CALLS_PER_ADDRESS_MINUTE = 120;

/** A device detail: a short text, a number, a yes/no, or one level of them (e.g. a location). */
const DeviceValue = Type.Union([
  Type.String({ maxLength: 512 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
  Type.Record(
    Type.String({ maxLength: 64 }),
    Type.Union([Type.String({ maxLength: 512 }), Type.Number(), Type.Boolean(), Type.Null()]),
    { maxProperties: 16 },
  ),
]);

const InitBody = Type.Object({
  /** Browser and device details; kept only when visitor tracking is on (it is off by default). */
  device_info: Type.Optional(
    Type.Record(Type.String({ maxLength: 64 }), DeviceValue, { maxProperties: 32 }),
  ),
  organization_id: Type.Optional(RecordId()),
  anonymous_id: Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'The UUID this browser or app keeps for its anonymous user.',
    }),
  ),
});

const InitResponse = Type.Object(
  {
    organization: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      allow_public_signup: Type.Boolean(),
      require_2fa_all_users: Type.Boolean(),
    }),
    token: Type.Optional(
      Type.String({ description: 'The anonymous user’s access token (anonymous users on only).' }),
    ),
    user: Type.Optional(Type.Ref('User')),
  },
  { $id: 'InitResponse' },
);

export const initRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const anonymousUsers = app.config.ENABLE_ANON_USERS === 'true';
  app.post(
    '/init',
    {
      // Device details are a few hundred bytes; anything near this is not a device's.
      bodyLimit: 8 * 1024,
      schema: {
        tags: ['auth'],
        operationId: 'initSession',
        security: PUBLIC,
        summary:
          'Starts an app session: the organization’s public settings and, when anonymous users are on and an anonymous_id is sent, the token and user of that id’s anonymous user (created if new). An id whose user has signed up is refused (409).',
        body: InitBody,
        response: withErrors({ 200: InitResponse }),
      },
    },
    async (request) => {
      await assertWithinRate(app.db, {
        key: `init:${addressKey(request.ip)}`,
        max: INIT_CALLS_PER_ADDRESS_MINUTE,
        windowMs: 60_000,
        message: 'Too many requests from your network. Try again in a minute.',
      });
      const id = request.body.organization_id ?? 1;
      const org = await signInSettings(app.db, id);
      if (!org) throw new NotFoundError(`Organization ${id} does not exist.`);
      const anonymousId = request.body.anonymous_id;
      if (!anonymousUsers || !anonymousId) return { organization: org };
      const session = await startAnonymousSession(app, {
        anonymousId: anonymousId.toLowerCase(),
        organizationId: org.id,
        ip: request.ip,
      });
      return { organization: org, ...session };
    },
  );
};
