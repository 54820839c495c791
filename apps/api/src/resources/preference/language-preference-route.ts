import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { Type } from 'typebox';
import { LANGUAGE_PREFERENCE, userPreference } from '../../db/schema/user-preference.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { requireUser } from '../../plugins/auth.ts';

const LanguagePreference = Type.Object({
  language: Type.Union(
    SUPPORTED_LANGUAGES.map((code) => Type.Literal(code)),
    { description: 'fr, en or de.' },
  ),
});

/**
 * The language the caller reads the back-office in, saved with the user: mails the server sends on
 * its own, with no request to take a language from (the failure alerts), are written in it.
 */
export const languagePreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/preference/language',
    {
      schema: {
        tags: ['preference'],
        operationId: 'putLanguagePreference',
        security: SIGNED_IN,
        summary:
          "Saves the language the caller reads the back-office in (the server's own mails use it).",
        body: LanguagePreference,
        response: withErrors({ 200: LanguagePreference }),
      },
    },
    async (request) => {
      const userId = requireUser(request).row.id;
      const { language } = request.body;
      await app.db
        .insert(userPreference)
        .values({ user_id: userId, key: LANGUAGE_PREFERENCE, value: language })
        .onConflictDoUpdate({
          target: [userPreference.user_id, userPreference.key],
          set: { value: language, updated_at: new Date() },
        });
      return { language };
    },
  );
};
