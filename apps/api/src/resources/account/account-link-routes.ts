import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { withErrors } from '../../http/schemas.ts';
import { mailAccountLink } from '../../auth/account-links.ts';
import { withinRate } from '../../http/rate-limit.ts';

const LinkRequest = Type.Object({
  /** The email or username typed by the visitor. */
  mixin_id: Type.String({ minLength: 1, maxLength: 254 }),
  /** The language of the mail: fr (default), en or de. */
  language: Type.Optional(Type.String({ maxLength: 8 })),
});

/** Link requests one address may make in a window: enough for a shared office, not for a flood. */
export const LINK_REQUESTS_PER_ADDRESS = 20;
const ADDRESS_WINDOW_MS = 15 * 60_000;

export const accountLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Links still being looked up and mailed after their answer: waited for on shutdown.
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });

  for (const [path, purpose, operationId, summary] of [
    [
      '/reset-password-request',
      'reset',
      'requestPasswordReset',
      'Mails a password-reset link valid for 60 minutes.',
    ],
    [
      '/passwordless-login-request',
      'passwordless',
      'requestPasswordlessLogin',
      'Mails a one-time sign-in link valid for 15 minutes.',
    ],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['auth'],
          operationId,
          summary,
          body: LinkRequest,
          response: withErrors({ 200: Type.Ref('MessageResponse') }),
        },
      },
      async (request, reply) => {
        if (
          !(await withinRate(
            app.db,
            `link-request:${request.ip}`,
            LINK_REQUESTS_PER_ADDRESS,
            ADDRESS_WINDOW_MS,
          ))
        )
          return reply
            .code(429)
            .send({ detail: 'Too many link requests from your network. Try again later.' });
        // Same answer, in the same time, whether or not the account exists: the lookup and the
        // mail happen after the answer.
        const work = mailAccountLink(app, {
          usernameOrEmail: request.body.mixin_id,
          purpose,
          language: request.body.language,
          ip: request.ip,
        }).catch((error: unknown) =>
          app.log.error(
            { purpose, code: (error as { code?: unknown }).code ?? null },
            'account link request failed',
          ),
        );
        pending.add(work);
        void work.finally(() => pending.delete(work));
        return { detail: 'If an account matches, a link has been sent to its email address.' };
      },
    );
  }
};
