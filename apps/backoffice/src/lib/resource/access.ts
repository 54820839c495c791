import { hasAnyRole, type RoleHolder } from '@cabinet/auth/roles';
import { isSystemRecord, type ResourceAccess } from './define-resource';

export type ResourceAction = keyof ResourceAccess;

/** Whether the user may take this action on the model (a role list, or anyone signed in). */
export function mayDo(
  access: ResourceAccess | undefined,
  action: ResourceAction,
  user: RoleHolder | null,
) {
  return user !== null && hasAnyRole(user, access?.[action]);
}

/** Edit and Delete of a record: allowed by role, and never on a system record. */
export function mayChangeRecord(
  access: ResourceAccess | undefined,
  action: 'edit' | 'delete',
  user: RoleHolder | null,
  record: unknown,
) {
  return mayDo(access, action, user) && !isSystemRecord(record);
}

/**
 * An access list no role matches, for actions the API offers but a screen must not (creating
 * contact requests, which only the public form sends; editing the read-only audit trail).
 */
export const NO_ROLE: readonly string[] = ['no_role_may'];
