import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { models } from '../../src/resources/index.ts';
import { apiCall, openPublicSignup, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/files.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { ACTIONS, send, type MatrixAction } from './matrix-requests.ts';
import {
  roleTarget,
  superAdminTarget,
  targets,
  type Owner,
  type RoleKind,
} from './matrix-targets.ts';

/** Statuses for [anonymous, user, admin, super admin]; 404 where the route does not exist. */
type Row = readonly [number, number, number, number];
const ACTORS = ['anonymous', 'user', 'admin', 'super admin'] as const;

const all = (status: number): Row => [status, status, status, status];
const staffOnly: Row = [401, 403, 200, 200];
const absent = all(404);

/** A model administrators may read and export, and nobody may change through the API. */
const readOnlyForAdmins: Partial<Record<MatrixAction, Row>> = {
  search: staffOnly,
  get: staffOnly,
  create: absent,
  update: absent,
  delete: absent,
  bulk_delete: absent,
  delete_check: absent,
  export: staffOnly,
  import: absent,
};

/**
 * The expected answer of every model × action × actor. A visitor refused is asked to sign in (401);
 * a signed-in user refused is told it is not theirs to do (403). The target record always belongs to
 * another user than the caller, so "own" permissions must not reach it (IDOR): a user reading,
 * changing or deleting someone else's record gets 404, as if it did not exist.
 */
const MATRIX: Record<string, Partial<Record<MatrixAction, Row>>> = {
  locale: {
    search: all(200),
    get: all(200),
    create: absent,
    update: absent,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: all(200),
    import: absent,
  },
  role: {
    search: staffOnly,
    get: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: staffOnly,
    import: staffOnly,
  },
  site_content: {
    search: all(200),
    get: all(200),
    create: absent,
    update: staffOnly,
    delete: absent,
    bulk_delete: absent,
    delete_check: absent,
    export: all(200),
    import: staffOnly,
  },
  audit_event: {
    search: [401, 403, 200, 200],
    get: [401, 403, 200, 200],
    create: absent,
    update: absent,
    delete: absent,
    bulk_delete: absent,
    delete_check: absent,
    export: [401, 403, 200, 200],
    import: absent,
  },
  apps: readOnlyForAdmins,
  user: {
    search: [401, 200, 200, 200],
    get: [401, 404, 200, 200],
    create: staffOnly,
    update: [401, 404, 200, 200],
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: [401, 200, 200, 200],
    import: [401, 400, 200, 200],
  },
  notification: {
    search: [401, 200, 200, 200],
    get: [401, 404, 404, 404],
    create: [401, 200, 200, 200],
    update: [401, 404, 404, 404],
    delete: [401, 404, 404, 404],
    bulk_delete: [401, 200, 200, 200],
    delete_check: [401, 404, 404, 404],
    export: [401, 200, 200, 200],
    import: [401, 400, 400, 400],
  },
  contact_request: {
    search: staffOnly,
    get: staffOnly,
    create: absent,
    update: staffOnly,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: staffOnly,
    import: staffOnly,
  },
  // The team page's content: administrators manage it; visitors read GET /practitioner/public.
  practitioner: {
    search: staffOnly,
    get: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: staffOnly,
    import: staffOnly,
  },
  attachment: {
    search: [401, 200, 200, 200],
    get: [401, 404, 200, 200],
    // POST /attachment is the upload route: sign in first, then a body without files is refused.
    create: [401, 400, 400, 400],
    update: absent,
    delete: [401, 404, 200, 200],
    bulk_delete: [401, 200, 200, 200],
    delete_check: [401, 404, 200, 200],
    export: [401, 200, 200, 200],
    import: absent,
    upload: [401, 200, 200, 200],
    // A private file: visitors are asked to sign in; another user is told it does not exist.
    serve: [401, 404, 200, 200],
  },
  // Tracked visits: administrators read and delete them; POST /xray opens the caller's own visit.
  xray: {
    search: staffOnly,
    get: staffOnly,
    create: [401, 200, 200, 200],
    update: absent,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: staffOnly,
    import: absent,
  },
  // POST /xray_event adds to the caller's own open visit only: the matrix names a visit of nobody's.
  xray_event: {
    search: staffOnly,
    get: staffOnly,
    create: [401, 404, 404, 404],
    update: absent,
    delete: staffOnly,
    bulk_delete: staffOnly,
    delete_check: staffOnly,
    export: staffOnly,
    import: absent,
  },
  // The outbox's state, read only, for administrators; never the sealed message.
  mail_outbox: readOnlyForAdmins,
};

/**
 * Actor "admin against super admin": an organization admin acting on a super admin of their own
 * organization. Reading is theirs; any change, delete or import over the account is refused, since
 * the super admin holds permissions the admin does not.
 */
const ADMIN_AGAINST_SUPER_ADMIN: Partial<Record<MatrixAction, number>> = {
  search: 200,
  get: 200,
  update: 403,
  delete: 403,
  bulk_delete: 403,
  delete_check: 403,
  export: 200,
  import: 403,
};

/**
 * Role edits by every actor, by the kind of role aimed at: an admin changes, archives or deletes
 * only a role of their organization whose grants lie within their own; nobody changes a system role.
 */
const ROLE_EDITS: Record<RoleKind, Partial<Record<MatrixAction | 'archive', Row>>> = {
  within: {
    update: [401, 403, 200, 200],
    archive: [401, 403, 200, 200],
    delete: [401, 403, 200, 200],
  },
  beyond: {
    update: [401, 403, 403, 200],
    archive: [401, 403, 403, 200],
    delete: [401, 403, 403, 200],
  },
  system: {
    update: [401, 403, 403, 403],
    archive: [401, 403, 403, 403],
    delete: [401, 403, 403, 403],
  },
  'other organization': {
    update: [401, 403, 404, 200],
    archive: [401, 403, 404, 200],
    delete: [401, 403, 404, 200],
  },
};

let app: FastifyInstance;
let tokens: (string | undefined)[];
let owner: Owner;

beforeAll(async () => {
  app = await buildTestApp();
  await openPublicSignup(app);
  const ownerToken = await signUp(app, 'owner@example.com');
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/user/util/me',
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  owner = { id: me.json<{ id: number }>().id, token: ownerToken };
  tokens = [
    undefined,
    await signUp(app, 'caller@example.com'),
    (await orgAdmin(app)).token,
    await tokenFor(app, testAdmin.username, testAdmin.password),
  ];
});
afterAll(() => app.close());

describe('authorization matrix: every model × action × actor', () => {
  it('covers every model the API serves and every action', () => {
    const served = models.map((model) => model.name).sort();
    expect(Object.keys(MATRIX).sort()).toEqual(served);
    const actionsUsed = new Set(Object.values(MATRIX).flatMap((row) => Object.keys(row)));
    expect([...actionsUsed].sort()).toEqual([...ACTIONS].sort());
  });

  it('answers an organization admin acting on a super admin as expected', async () => {
    const mismatches: string[] = [];
    for (const [action, expected] of Object.entries(ADMIN_AGAINST_SUPER_ADMIN) as [
      MatrixAction,
      number,
    ][]) {
      const target = await superAdminTarget(app);
      const status = await send(app, 'user', action, target, tokens[2]);
      if (status !== expected)
        mismatches.push(
          `user ${action} by admin against super admin: ${status}, expected ${expected}`,
        );
    }
    expect(mismatches).toEqual([]);
  });

  it('answers role edits by every actor as the role rules say', async () => {
    const mismatches: string[] = [];
    for (const [kind, rows] of Object.entries(ROLE_EDITS) as [RoleKind, typeof ROLE_EDITS.within][])
      for (const [action, expected] of Object.entries(rows) as [MatrixAction | 'archive', Row][])
        for (const [i, actor] of ACTORS.entries()) {
          const target = await roleTarget(app, kind);
          const status =
            action === 'archive'
              ? (await apiCall(app, tokens[i], 'POST', `/role/${target.id}/archive`)).statusCode
              : await send(app, 'role', action, target, tokens[i]);
          if (status !== expected[i])
            mismatches.push(
              `role ${action} of a ${kind} role by ${actor}: ${status}, expected ${expected[i]}`,
            );
        }
    expect(mismatches).toEqual([]);
  });

  for (const [model, rows] of Object.entries(MATRIX)) {
    it(`answers ${model} as expected, with no unexpected success`, async () => {
      const mismatches: string[] = [];
      for (const [action, expected] of Object.entries(rows) as [MatrixAction, Row][]) {
        for (const [i, actor] of ACTORS.entries()) {
          // A fresh target for each call: a permitted delete must not hide the next refusal.
          const target = await targets[model]!(app, owner);
          const status = await send(app, model, action, target, tokens[i]);
          if (status !== expected[i])
            mismatches.push(`${model} ${action} by ${actor}: ${status}, expected ${expected[i]}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
