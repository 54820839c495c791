import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../../auth/password-policy.ts';
import { requireUser } from '../../plugins/auth.ts';
import { withErrors } from '../../http/schemas.ts';
import { readTwoFactorConfig, updateTwoFactorConfig } from './two-factor-config.ts';
import { SIGNED_IN } from '../../http/security.ts';

const TwoFactorConfig = Type.Object(
  {
    is_use_2fa: Type.Boolean(),
    totp_uri: Type.Union([Type.String(), Type.Null()]),
    recovery_codes: Type.Array(Type.String()),
    /** A fresh token after a change, since a 2FA change ends earlier sessions. */
    access_token: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'TwoFactorConfig' },
);

const TwoFactorUpdate = Type.Object({
  is_use_2fa: Type.Boolean(),
  /** false: ask for a QR code (setup not yet confirmed); true: confirm the change with a code. */
  confirmed: Type.Boolean(),
  crosscheck_otp: Type.Optional(Type.String({ maxLength: 64 })),
  /** Asked when confirming a setup or turning 2FA off: a stolen session alone cannot do either. */
  current_password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
});

export const twoFactorConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user/me/2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getTwoFactorConfig',
        security: SIGNED_IN,
        summary: 'Whether 2FA is on; the QR code URI of a setup awaiting confirmation.',
        response: withErrors({ 200: TwoFactorConfig }),
      },
    },
    async (request) => readTwoFactorConfig(app, requireUser(request)),
  );

  app.put(
    '/user/me/2fa-config',
    {
      schema: {
        tags: ['auth'],
        operationId: 'updateTwoFactorConfig',
        security: SIGNED_IN,
        summary: 'Starts, confirms or turns off two-factor authentication for the signed-in user.',
        body: TwoFactorUpdate,
        response: withErrors({ 200: TwoFactorConfig }),
      },
    },
    async (request) => updateTwoFactorConfig(app, requireUser(request), request.body, request.ip),
  );
};
