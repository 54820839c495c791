import type { ReactNode } from 'react';
import { hasAnyRole, type RoleHolder } from './roles.ts';

export interface RoleGateProps {
  /** Shown only to users holding at least one of these; to everyone when absent or empty. */
  roles?: readonly string[] | null;
  /**
   * What happens for other users: `remove` (default) renders nothing; `hide` keeps the
   * content in the page but hidden from everyone, assistive technologies included.
   */
  mode?: 'remove' | 'hide';
  children: ReactNode;
}

/** Shows its content only to holders of one of the roles, bound to the app's current-user hook. */
export function createRoleGate(useUser: () => RoleHolder | null) {
  function RoleGate({ roles, mode = 'remove', children }: RoleGateProps) {
    const user = useUser();
    if (hasAnyRole(user, roles)) return children;
    return mode === 'hide' ? <div hidden>{children}</div> : null;
  }
  return RoleGate;
}
