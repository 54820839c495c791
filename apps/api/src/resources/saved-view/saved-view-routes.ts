import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NotFoundError } from '../../errors.ts';
import { withErrors } from '../../http/schemas.ts';
import { SIGNED_IN } from '../../http/security.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  CreateSavedViewBody,
  ModelParams,
  UpdateSavedViewBody,
  ViewParams,
  type SavedViewState,
} from './saved-view-schemas.ts';
import { createView, deleteView, listViews, updateView, type ViewCaller } from './saved-views.ts';

/** The signed-in caller and the list they speak of, which must be one the API serves. */
function callerOf(app: FastifyInstance, request: FastifyRequest, model: string): ViewCaller {
  const current = requireUser(request);
  if (!app.models.some((m) => m.name === model))
    throw new NotFoundError(`There is no list of ${model}.`);
  return {
    actor: {
      userId: current.row.id,
      organizationId: current.row.organization_id,
      permissions: current.permissions,
      ip: request.ip,
    },
    model,
  };
}

const tags = ['saved_view'];

/**
 * Named views of the back-office's lists: each user's own, and those shared with a role they hold
 * (read-only for them). Only the owner renames, re-shares or deletes a view.
 */
export const savedViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/saved_view/:model',
    {
      schema: {
        tags,
        operationId: 'listSavedViews',
        security: SIGNED_IN,
        summary:
          "The caller's saved views of a list, then those shared with a role they hold; by name.",
        params: ModelParams,
        response: withErrors({ 200: Type.Object({ data: Type.Array(Type.Ref('SavedView')) }) }),
      },
    },
    async (request) => ({
      data: await listViews(app.db, callerOf(app, request, request.params.model)),
    }),
  );

  app.post(
    '/saved_view/:model',
    {
      schema: {
        tags,
        operationId: 'createSavedView',
        security: SIGNED_IN,
        summary:
          'Saves a view of a list under a name; sharing it with a role takes saved_view:write:org.',
        params: ModelParams,
        body: CreateSavedViewBody,
        response: withErrors({ 200: Type.Ref('SavedView') }),
      },
    },
    async (request) =>
      createView(app.db, callerOf(app, request, request.params.model), {
        ...request.body,
        state: request.body.state as SavedViewState,
      }),
  );

  app.put(
    '/saved_view/:model/:id',
    {
      schema: {
        tags,
        operationId: 'updateSavedView',
        security: SIGNED_IN,
        summary: "Renames, re-shares or replaces the state of one of the caller's views.",
        params: ViewParams,
        body: UpdateSavedViewBody,
        response: withErrors({ 200: Type.Ref('SavedView') }),
      },
    },
    async (request) => {
      const { model, id } = request.params;
      const { state, ...rest } = request.body;
      return updateView(app.db, callerOf(app, request, model), id, {
        ...rest,
        ...(state === undefined ? {} : { state: state as SavedViewState }),
      });
    },
  );

  app.delete(
    '/saved_view/:model/:id',
    {
      schema: {
        tags,
        operationId: 'deleteSavedView',
        security: SIGNED_IN,
        summary: "Deletes one of the caller's views.",
        params: ViewParams,
        response: withErrors({ 200: Type.Object({ deleted: Type.Integer() }) }),
      },
    },
    async (request) => {
      const { model, id } = request.params;
      await deleteView(app.db, callerOf(app, request, model), id);
      return { deleted: 1 };
    },
  );
};
