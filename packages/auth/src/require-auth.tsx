import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginHref } from './session-flows.ts';

export interface RequireAuthProps {
  /** The guarded content; the nested routes (`<Outlet />`) when absent. */
  children?: ReactNode;
}

/**
 * A route guard bound to the app's current-user hook: a visitor without a valid signed-up session is
 * sent to /login?redirect={path+query}, replacing the guarded entry in the history (no Back loop).
 */
export function createRequireAuth(useSignedIn: () => boolean) {
  function RequireAuth({ children }: RequireAuthProps) {
    const signedIn = useSignedIn();
    const { pathname, search } = useLocation();
    if (!signedIn) return <Navigate to={loginHref(`${pathname}${search}`)} replace />;
    return children ?? <Outlet />;
  }
  return RequireAuth;
}
