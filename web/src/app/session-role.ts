import { useSession } from '../api/session';
import type { PlatformRole } from '../domain/permissions';

/** The signed-in user's role from the BFF session, for the permission rules; `undefined` until it has loaded. */
export function useSessionRole(): PlatformRole | undefined {
  const session = useSession();
  return session.data ? { platformAdmin: session.data.isAdmin } : undefined;
}
