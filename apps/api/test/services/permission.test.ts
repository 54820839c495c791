import { describe, expect, it } from 'vitest';
import { parsePermission, permissionProblem, scopeFor } from '../../src/permissions/permission.ts';

describe('parsePermission', () => {
  it.each([
    ['user:read:own', { model: 'user', action: 'read', scope: 'own' }],
    ['site_content:write:org', { model: 'site_content', action: 'write', scope: 'org' }],
    ['*:*:*', { model: '*', action: '*', scope: 'all' }],
  ])('reads %s', (text, expected) => {
    expect(parsePermission(text)).toEqual(expected);
  });

  it.each([
    'user:read',
    'user:update:own',
    'User:read:own',
    'user:read:everyone',
    ' user:read:own',
    'user:read:own:x',
    '',
  ])('refuses %j', (text) => {
    expect(parsePermission(text)).toBeNull();
  });
});

describe('permissionProblem', () => {
  it('names the bad entry', () => {
    expect(permissionProblem('user:read:own')).toBeNull();
    expect(permissionProblem('user:peek:own')).toBe(
      'Permission "user:peek:own" is not of the form "<model>:<read|write|create|delete|*>:<own|org|*>".',
    );
    expect(permissionProblem(42)).toBe('Permission 42 is not a string.');
  });
});

describe('scopeFor', () => {
  const userRole = ['user:read:own', 'user:write:own', 'attachment:*:own', 'site_content:read:*'];
  it.each([
    [userRole, 'user', 'read', 'own'],
    [userRole, 'user', 'delete', 'none'],
    [userRole, 'attachment', 'delete', 'own'],
    [userRole, 'site_content', 'read', 'all'],
    [userRole, 'site_content', 'write', 'none'],
    [['*:*:org'], 'role', 'create', 'org'],
    [['*:*:*'], 'audit_event', 'read', 'all'],
    [['user:read:own', 'user:read:org', '*:read:own'], 'user', 'read', 'org'],
    [['not a permission', 'user:read:own'], 'user', 'read', 'own'],
  ] as const)('%j on %s:%s → %s', (permissions, model, action, expected) => {
    expect(scopeFor(permissions, model, action)).toBe(expected);
  });
});
