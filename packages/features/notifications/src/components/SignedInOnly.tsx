import { authRequiredRedirect, useBootstrap } from '@coffer/core';
import { Navigate, Outlet } from 'react-router';

/** The notification pages need a login (spec §6): a guest goes to `/login`, before any call. */
export function SignedInOnly() {
  const user = useBootstrap((data) => data.user);
  const redirect = authRequiredRedirect(user);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
