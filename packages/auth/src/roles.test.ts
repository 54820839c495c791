import { describe, expect, it } from 'vitest';
import { hasAnyRole, isAdmin, roleIds } from './roles.ts';

const withRoles = (...ids: string[]) => ({ all_roles: ids.map((string_id) => ({ string_id })) });

describe('roleIds', () => {
  it('lists the string ids of all_roles, skipping roles without one', () => {
    const user = { all_roles: [{ string_id: 'editor' }, { string_id: null }, {}] };
    expect(roleIds(user)).toEqual(['editor']);
    expect(roleIds({ all_roles: null })).toEqual([]);
    expect(roleIds(null)).toEqual([]);
  });
});

describe('hasAnyRole', () => {
  it('lets anyone through when no role is required', () => {
    expect(hasAnyRole(withRoles('editor'))).toBe(true);
    expect(hasAnyRole(withRoles('editor'), [])).toBe(true);
    expect(hasAnyRole(null)).toBe(true);
    expect(hasAnyRole(undefined, null)).toBe(true);
  });

  it('requires at least one of the listed roles', () => {
    expect(hasAnyRole(withRoles('editor', 'viewer'), ['admin_role', 'viewer'])).toBe(true);
    expect(hasAnyRole(withRoles('editor'), ['admin_role', 'viewer'])).toBe(false);
  });

  it('denies a user without roles or without a user when roles are required', () => {
    expect(hasAnyRole({}, ['editor'])).toBe(false);
    expect(hasAnyRole(null, ['editor'])).toBe(false);
  });

  it('reads only all_roles, matching ids exactly', () => {
    const userWithDirectRolesOnly = { ...withRoles(), roles: [{ string_id: 'editor' }] };
    expect(hasAnyRole(userWithDirectRolesOnly, ['editor'])).toBe(false);
    expect(hasAnyRole(withRoles('Editor'), ['editor'])).toBe(false);
  });
});

describe('isAdmin', () => {
  it('is true for super_admin_role and admin_role only', () => {
    expect(isAdmin(withRoles('super_admin_role'))).toBe(true);
    expect(isAdmin(withRoles('viewer', 'admin_role'))).toBe(true);
    expect(isAdmin(withRoles('editor'))).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
