import { Navigate, Outlet } from 'react-router';
import { canAccessAdminArea } from '../domain/permissions';
import { paths } from './paths';
import { useSessionRole } from './session-role';

/** Spec §2 "Admin routes (platform admins only; others are sent to /)". */
export function AdminGuard() {
  if (!canAccessAdminArea(useSessionRole())) {
    return <Navigate to={paths.root} replace />;
  }
  return <Outlet />;
}
