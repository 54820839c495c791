/**
 * Role checks. A user's roles are the `string_id` values of its `all_roles` (its own roles
 * and those they imply), so any user type carrying that list can be checked.
 */
export interface RoleHolder {
  all_roles?: readonly { string_id?: string | null }[] | null;
}

/** The roles that alone see role assignment, role creation, raw text editing and the Organization entry. */
export const ADMIN_ROLES: readonly string[] = ['super_admin_role', 'admin_role'];

/** A practitioner follows the contact requests assigned to them (the API limits them to those). */
export const PRACTITIONER_ROLE = 'practitioner_role';

export function roleIds(user: RoleHolder | null | undefined): string[] {
  return (user?.all_roles ?? []).flatMap((role) => (role.string_id ? [role.string_id] : []));
}

/**
 * Whether something limited to `roles` is for this user: true when no role is required (no list or
 * an empty one), otherwise only for a user holding at least one of them.
 */
export function hasAnyRole(
  user: RoleHolder | null | undefined,
  roles?: readonly string[] | null,
): boolean {
  if (!roles || roles.length === 0) return true;
  const held = new Set(roleIds(user));
  return roles.some((role) => held.has(role));
}

/** Holds super_admin_role or admin_role. */
export function isAdmin(user: RoleHolder | null | undefined): boolean {
  return hasAnyRole(user, ADMIN_ROLES);
}
