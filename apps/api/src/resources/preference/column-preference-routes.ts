import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { userPreference } from '../../db/schema/user-preference.ts';
import { NotFoundError } from '../../errors.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { requireUser } from '../../plugins/auth.ts';

/** Column field name → shown (true) or hidden (false). */
const ColumnVisibility = Type.Record(
  Type.String({ pattern: '^[A-Za-z0-9_.]{1,64}$' }),
  Type.Boolean(),
  { maxProperties: 100, additionalProperties: false },
);
export const ColumnPreferences = Type.Object(
  { columns: ColumnVisibility },
  {
    $id: 'ColumnPreferences',
    description: 'Which columns of one list the signed-in user shows or hides.',
  },
);
const params = Type.Object({ model: Type.String({ pattern: '^[a-z][a-z_]{0,39}$' }) });

/**
 * Which columns each user shows in each list, stored with the user so the choice follows them
 * to any browser. The key is the caller's own id from the token: no one reads or writes another's.
 */
export const columnPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const keyFor = (model: string) => {
    if (!app.models.some((m) => m.name === model))
      throw new NotFoundError(`There is no list of ${model}.`);
    return `columns:${model}`;
  };

  app.get(
    '/preference/columns/:model',
    {
      schema: {
        tags: ['preference'],
        operationId: 'getColumnPreferences',
        security: SIGNED_IN,
        summary: "The caller's column choices for a model's list; no columns when none are saved.",
        params,
        response: withErrors({ 200: Type.Ref('ColumnPreferences') }),
      },
    },
    async (request) => {
      const userId = requireUser(request).row.id;
      const [row] = await app.db
        .select({ value: userPreference.value })
        .from(userPreference)
        .where(
          and(
            eq(userPreference.user_id, userId),
            eq(userPreference.key, keyFor(request.params.model)),
          ),
        );
      return { columns: (row?.value as Record<string, boolean> | undefined) ?? {} };
    },
  );

  app.put(
    '/preference/columns/:model',
    {
      schema: {
        tags: ['preference'],
        operationId: 'putColumnPreferences',
        security: SIGNED_IN,
        summary: "Replaces the caller's column choices for a model's list.",
        params,
        body: ColumnPreferences,
        response: withErrors({ 200: Type.Ref('ColumnPreferences') }),
      },
    },
    async (request) => {
      const userId = requireUser(request).row.id;
      const key = keyFor(request.params.model);
      const value = request.body.columns;
      await app.db
        .insert(userPreference)
        .values({ user_id: userId, key, value })
        .onConflictDoUpdate({
          target: [userPreference.user_id, userPreference.key],
          set: { value, updated_at: new Date() },
        });
      return { columns: value };
    },
  );
};
