import { Navigate, Outlet } from 'react-router';
import { useSession } from '../api/session';
import { canAccessAdminArea } from '../domain/permissions';
import { paths } from './paths';

/** Spec §2 "Admin routes (platform admins only; others are sent to /)". */
export function AdminGuard() {
  const session = useSession();
  if (!canAccessAdminArea(session.data ? { platformAdmin: session.data.isAdmin } : undefined)) {
    return <Navigate to={paths.root} replace />;
  }
  return <Outlet />;
}
