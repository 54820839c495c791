import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { MAX_INT4, withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { updateOwnProfile, type OwnProfile } from './own-profile.ts';

/** A text or null, as one schema (see engine/record-schema.ts: coercion and unions). */
const NullableText = (maxLength: number): TSchema =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });

/** Only these fields: anything else (roles, active, organization, email…) is refused with a 422. */
const OwnProfileBody = Type.Object(
  {
    name: Type.Optional(NullableText(200)),
    first_name: Type.Optional(NullableText(200)),
    last_name: Type.Optional(NullableText(200)),
    phone: Type.Optional(NullableText(64)),
    mobile: Type.Optional(NullableText(64)),
    image_id: Type.Optional(
      Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: MAX_INT4 }),
    ),
  },
  { additionalProperties: false },
);

export const ownProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/user/me/profile',
    {
      schema: {
        tags: ['auth'],
        operationId: 'updateOwnProfile',
        security: SIGNED_IN,
        summary:
          'Saves the signed-in user’s display name, first and last name, phone, mobile and picture.',
        body: OwnProfileBody,
        response: withErrors({ 200: Type.Ref('User') }),
      },
    },
    async (request) => updateOwnProfile(app, request, request.body as OwnProfile),
  );
};
