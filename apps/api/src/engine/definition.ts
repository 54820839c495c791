import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type { TSchema } from 'typebox';
import type { Actor } from './actor.ts';
import type { RelationInfo } from './fields.ts';
import type { SearchText } from './filter.ts';

/** How an answer handed a whole record over (see `afterRead`). */
export type RecordRead = 'opened' | 'updated' | 'archived' | 'restored';

/** How `prepare` is called. */
export interface PrepareOptions {
  /** The model's `checkNewRows` checks these new rows together, so `prepare` skips those checks. */
  batchChecked?: boolean;
}

/**
 * One model served by the generic routes, configured rather than coded: one engine implements
 * search, export, import, writes and deletes with the same permission and audit rules for all.
 */
export interface ModelDefinition {
  /** The wire name in paths: `/{name}/search`. */
  name: string;
  /** The OpenAPI schema name of one record, e.g. `Role`. */
  schemaName: string;
  table: PgTable;
  /** Columns never returned, searched, ordered by or exported (hashes, tokens, sealed secrets). */
  secret: readonly string[];
  /**
   * Columns only the opening of one record (`GET /{model}/{id}`) answers: searches answer them
   * masked, exports leave them out, and filters and sorts may not name them (which would reveal
   * them a word at a time). A contact request's message, say: reading it is an audited opening.
   */
  listHidden?: readonly string[];
  /** Column holding the owner's user id, for the `own` scope (the user model uses `id`). */
  ownerColumn?: string;
  /**
   * The rows a user owns, for the `own` scope, when no column of the row holds their id (a contact
   * request is a practitioner's own through the practitioner it is assigned to). Wins over
   * `ownerColumn`.
   */
  ownerRows?: (userId: number) => SQL;
  /** Column holding the organization id, for the `org` scope; without it, `org` sees every row. */
  organizationColumn?: string;
  /**
   * The rows of one organization, for the `org` scope, when no column of the row holds it (the
   * audit trail: events of the organization's people). Wins over `organizationColumn`.
   */
  organizationRows?: (organizationId: number) => SQL;
  relations?: Readonly<Record<string, RelationInfo>>;
  /** A stored search copy of some fields, used when a search box looks in exactly those fields. */
  searchText?: SearchText;
  /** How staff read a record in messages and cascade warnings: "Role: Reception (id 4)". */
  describe: (row: Record<string, unknown>) => string;
  /** Personal records (notifications): every caller, administrators too, acts on their own only. */
  personal?: boolean;
  /** Only callers whose permission covers every row (scope `*`) may use it: the audit trail. */
  everyRowScopeOnly?: boolean;
  /** Whether DELETE, bulk_delete and delete_check exist for it. */
  deletable?: boolean;
  /** Whether POST /{model} and PUT /{model}/{id} exist for it. */
  writable?: boolean;
  /** Set false when only the server creates records (POST /{model} is then absent). */
  creatable?: boolean;
  /** More columns only the server sets for this model (beyond id, timestamps, system, owner, org). */
  serverSet?: readonly string[];
  /**
   * Server-set columns this model lets callers send after all (a role's `is_technical`); its
   * `prepare` decides who may change them.
   */
  callerSet?: readonly string[];
  /**
   * The OpenAPI schema of columns narrower than their type (a JSON list of codes, a text's
   * greatest length), in place of the one read from the column (null included where the column
   * allows it): records, bodies and so the typed client and forms carry it, and a body that breaks
   * it gets a 400.
   */
  fieldSchemas?: Readonly<Record<string, TSchema>>;
  /** Input fields that are not columns, handled by `afterWrite` (e.g. a role's implied roles). */
  extraInput?: readonly string[];
  /** The OpenAPI schema of each `extraInput` field (one left out is documented as any value). */
  extraInputSchema?: Readonly<Record<string, TSchema>>;
  /**
   * Validates and completes the values before a create (`existing` null) or an update. With
   * `batchChecked`, the rows are new ones `checkNewRows` checks together: leave its checks out.
   */
  prepare?: (
    db: Database,
    values: Record<string, unknown>,
    existing: Record<string, unknown> | null,
    actor: Actor,
    options: PrepareOptions,
  ) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Checks many new rows' prepared values at once (an import's chunk), with one query where
   * `prepare` would run one a row (a user's unique names, say): answers each row's refusal by
   * position, or null. A row is checked against the rows before it too, as if they were created.
   */
  checkNewRows?: (
    db: Database,
    rows: readonly Record<string, unknown>[],
  ) => Promise<readonly (Error | null)[]>;
  /** Writes what lives beside the row (links), after a create or an update. */
  afterWrite?: (
    db: Database,
    row: Record<string, unknown>,
    body: Record<string, unknown>,
    actor: Actor,
    existing: Record<string, unknown> | null,
  ) => Promise<void>;
  /** Refuses a delete (or its check) the model's own rules forbid, e.g. deleting oneself. */
  beforeDelete?: (
    db: Database,
    rows: Record<string, unknown>[],
    actor: Actor,
  ) => Promise<void> | void;
  /** Runs after a POST /{model} is committed (never for imports), e.g. to mail a new user. */
  afterCreate?: (
    app: FastifyInstance,
    record: Record<string, unknown>,
    actor: Actor,
  ) => Promise<void>;
  /**
   * `afterWrite` for many new rows at once (imports), in fewer queries; rows and bodies pair by index.
   * Each row carries its `id` only: an import does not read its new rows back, to stay fast.
   * Without it, an import calls `afterWrite` row by row, with each row as stored.
   */
  afterCreateMany?: (
    db: Database,
    rows: { id: number }[],
    bodies: Record<string, unknown>[],
    actor: Actor,
  ) => Promise<void>;
  /**
   * Runs whenever an answer carries one record whole, with who got it and how: an opening
   * (`GET /{model}/{id}`), an update, an archive or a restore (searches mask `listHidden`). The
   * contact requests write each such read of health data to the audit trail.
   */
  afterRead?: (
    db: Database,
    record: Record<string, unknown>,
    reader: { userId: number | null; ip: string },
    how: RecordRead,
  ) => Promise<void>;
  /** Adds what an answer shows beside the columns (a user's roles, say), for a page of records. */
  view?: (db: Database, records: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>;
  /** Runs after a delete has committed, with the rows deleted (directly or by cascade). */
  afterDelete?: (app: FastifyInstance, rows: Record<string, unknown>[]) => Promise<void>;
  /** The OpenAPI properties `view` adds. */
  viewSchema?: Record<string, TSchema>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every model the generic routes serve (resources/index.ts lists them). */
    models: readonly ModelDefinition[];
  }
}
