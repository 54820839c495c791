import { hasAnyRole, type RoleHolder } from '@cabinet/auth/roles';
import type { NavItem } from '../../config/nav';

export type { RoleHolder } from '@cabinet/auth/roles';

/**
 * Entries the user may see: an entry with a role list only for holders of one of those roles
 * (the API refuses the others' calls); a group only when at least one of its children remains.
 */
export function visibleNavItems(items: readonly NavItem[], user: RoleHolder | null): NavItem[] {
  return items.flatMap((item) => {
    if (item.roles && !hasAnyRole(user, item.roles)) return [];
    if (!item.children) return [item];
    const children = visibleNavItems(item.children, user);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** An entry is active when the current path contains its target; a group when one child is. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isNavItemActive(child, pathname));
  if (!item.to) return false;
  if (item.to === '/') return pathname === '/';
  return pathname.includes(item.to);
}
