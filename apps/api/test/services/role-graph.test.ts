import { describe, expect, it } from 'vitest';
import {
  grantsOf,
  lostRights,
  reachedRoles,
  withRoleChanged,
  type RoleGraph,
} from '../../src/permissions/role-graph.ts';

/** Reception (1) implies Staff (2), which implies Public (3); Old (4) is archived and implies 5. */
function graph(): RoleGraph {
  return {
    roles: new Map([
      [1, { name: 'Reception', permissions: ['contact_request:read:org'], active: true }],
      [2, { name: 'Staff', permissions: ['user:read:own', 'role:*:org'], active: true }],
      [3, { name: 'Public', permissions: ['locale:read:*'], active: true }],
      [4, { name: 'Old', permissions: ['user:*:*'], active: false }],
      [5, { name: 'Reached through Old', permissions: ['apps:read:*'], active: true }],
    ]),
    implies: new Map([
      [1, [2]],
      [2, [3, 1]],
      [4, [5]],
    ]),
  };
}

describe('what roles grant through the roles they imply', () => {
  it('follows implied roles transitively, once each, even around a cycle', () => {
    expect(reachedRoles(graph(), [1])).toEqual([1, 2, 3]);
    expect(grantsOf(graph(), [1])).toEqual([
      'contact_request:read:org',
      'user:read:own',
      'role:*:org',
      'locale:read:*',
    ]);
  });

  it('grants nothing through an archived role, not even what it implies', () => {
    expect(reachedRoles(graph(), [4])).toEqual([]);
    expect(reachedRoles(graph(), [4, 3])).toEqual([3]);
  });

  it('applies a change of one role to everyone reaching it', () => {
    const changed = withRoleChanged(graph(), 2, { permissions: ['user:read:own'], implied: [] });
    expect(grantsOf(changed, [1])).toEqual(['contact_request:read:org', 'user:read:own']);
    // The graph it came from is left as it was.
    expect(grantsOf(graph(), [1])).toContain('role:*:org');
  });
});

describe('rights lost by a change', () => {
  const resources = ['role', 'user', 'contact_request'];

  it('names each resource and action held less widely or not at all', () => {
    expect(
      lostRights(['role:*:org', 'user:read:*'], ['role:read:org', 'user:read:own'], resources),
    ).toEqual([
      { resource: 'role', action: 'write', scope: 'org', scopeAfter: 'none' },
      { resource: 'role', action: 'create', scope: 'org', scopeAfter: 'none' },
      { resource: 'role', action: 'delete', scope: 'org', scopeAfter: 'none' },
      { resource: 'user', action: 'read', scope: 'all', scopeAfter: 'own' },
    ]);
  });

  it('loses nothing when a wildcard is replaced by the same rights written out, or widened', () => {
    const written = ['read', 'write', 'create', 'delete'].map((action) => `role:${action}:org`);
    expect(lostRights(['role:*:org'], written, resources)).toEqual([]);
    expect(lostRights(['user:read:own'], ['*:*:org'], resources)).toEqual([]);
  });
});
