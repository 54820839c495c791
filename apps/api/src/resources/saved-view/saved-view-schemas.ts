import { Type, type Static } from 'typebox';
import { RecordId } from '../../http/schemas.ts';

/** A field of a list (a column, a filter's field, the sort field): a model field or `relation.field`. */
const FieldName = Type.String({ pattern: '^[A-Za-z0-9_.]{1,64}$' });

/** The filter operators the back-office's filter bar offers. */
const Operator = Type.Union(
  ['ilike', 'like', '=', '!=', '>', '>=', '<', '<='].map((operator) => Type.Literal(operator)),
);

/**
 * What a list shows, as the back-office keeps it in the URL (search, filters, sort, toggles, the
 * archived view) and per user (columns). Checked by shape only: a view names fields the way the
 * list does, and the search that applies it refuses a field the model lacks.
 */
export const SavedViewStateSchema = Type.Object(
  {
    search: Type.String({ maxLength: 200 }),
    filters: Type.Array(
      Type.Object(
        { field: FieldName, operator: Operator, value: Type.String({ maxLength: 200 }) },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    match: Type.Union([Type.Literal('all'), Type.Literal('any')]),
    sort: Type.Object(
      { field: FieldName, direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) },
      { additionalProperties: false },
    ),
    toggles: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]{0,31}$' }), Type.Boolean(), {
      maxProperties: 20,
      additionalProperties: false,
    }),
    archived: Type.Boolean(),
    columns: Type.Record(FieldName, Type.Boolean(), {
      maxProperties: 100,
      additionalProperties: false,
      description: 'Column field → shown (true) or hidden (false).',
    }),
  },
  { $id: 'SavedViewState', additionalProperties: false },
);
export type SavedViewState = Static<typeof SavedViewStateSchema>;

export const SavedViewSchema = Type.Object(
  {
    id: Type.Integer(),
    model: Type.String(),
    name: Type.String(),
    state: Type.Ref('SavedViewState'),
    mine: Type.Boolean({ description: 'Whether the caller owns it (and so may change it).' }),
    owner: Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]) }),
    shared_role: Type.Union(
      [Type.Null(), Type.Object({ id: Type.Integer(), name: Type.String() })],
      {
        description: 'The role whose holders see it too; null for a view of its owner alone.',
      },
    ),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'SavedView' },
);
export interface SavedView {
  id: number;
  model: string;
  name: string;
  state: SavedViewState;
  mine: boolean;
  owner: { id: number; name: string | null };
  shared_role: { id: number; name: string } | null;
  created_at: string;
  updated_at: string;
}

/** A view's name: shown on its chip, so short; never only spaces. */
const ViewName = Type.String({ minLength: 1, maxLength: 80, pattern: '\\S' });
const SharedRoleId = Type.Union([RecordId(), Type.Null()], {
  description: 'Share with the holders of this role (null: for oneself only).',
});

export const CreateSavedViewBody = Type.Object(
  {
    name: ViewName,
    state: Type.Ref('SavedViewState'),
    shared_role_id: Type.Optional(SharedRoleId),
  },
  { additionalProperties: false },
);
export const UpdateSavedViewBody = Type.Object(
  {
    name: Type.Optional(ViewName),
    state: Type.Optional(Type.Ref('SavedViewState')),
    shared_role_id: Type.Optional(SharedRoleId),
  },
  { additionalProperties: false, minProperties: 1 },
);
export interface SavedViewInput {
  name?: string;
  state?: SavedViewState;
  shared_role_id?: number | null;
}

export const ModelParams = Type.Object({ model: Type.String({ pattern: '^[a-z][a-z_]{0,39}$' }) });
export const ViewParams = Type.Object({
  model: Type.String({ pattern: '^[a-z][a-z_]{0,39}$' }),
  id: RecordId(),
});
