import { describe, expect, it } from 'vitest';
import {
  cellScope,
  grantFromElsewhere,
  matrixResources,
  readPermissionsText,
  withCell,
} from './permission-grid';

describe('the permission grid over the JSON', () => {
  it('gives a row to every resource, then to names the catalog lacks, so no entry is hidden', () => {
    expect(matrixResources(['user', 'role'], ['role:read:own', 'agenda:read:own'])).toEqual([
      '*',
      'user',
      'role',
      'agenda',
    ]);
  });

  it('reads a cell written twice as its widest entry, and replaces both when it is set', () => {
    const twice = ['user:read:own', 'role:read:org', 'user:read:org'];
    expect(cellScope(twice, 'user', 'read')).toBe('org');
    expect(withCell(twice, 'user', 'read', '*')).toEqual(['user:read:*', 'role:read:org']);
    expect(withCell(twice, 'user', 'read', 'none')).toEqual(['role:read:org']);
  });

  it('keeps a cell and a wildcard covering it apart', () => {
    const permissions = ['*:*:own'];
    expect(cellScope(permissions, 'user', 'read')).toBe('none');
    expect(grantFromElsewhere(permissions, [], 'user', 'read')).toEqual({
      scope: 'own',
      source: { kind: 'wider' },
    });
    // Set as widely by the cell itself: no note.
    expect(grantFromElsewhere(['*:*:own', 'user:read:org'], [], 'user', 'read')).toBeNull();
  });

  it('names the included role giving the widest right', () => {
    const included = [
      { id: 3, name: 'User', permissions: ['user:read:own'] },
      { id: 2, name: 'Admin', permissions: ['*:*:org'] },
    ];
    expect(grantFromElsewhere([], included, 'user', 'read')).toEqual({
      scope: 'org',
      source: { kind: 'role', id: 2, name: 'Admin' },
    });
  });

  it('tells JSON it cannot draw from JSON that is no list of permissions', () => {
    expect(readPermissionsText('{"a": 1}')).toEqual({ ok: false, problem: 'json' });
    expect(readPermissionsText('[1]')).toEqual({ ok: false, problem: 'entry', entry: '1' });
    expect(readPermissionsText('["user:read:own"]')).toEqual({
      ok: true,
      permissions: ['user:read:own'],
    });
  });
});
