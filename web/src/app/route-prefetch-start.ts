/**
 * The part of route-prefetch.ts that needs `api/` (and so zod): loaded with the
 * first route's loader, beside the shell's own chunks, never in the entry.
 */
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, type CurrentUser } from '../api/current-user';
import type { SessionInfo } from '../api/session';
import { pageSaysSignedOut, pageSessionQueryOptions } from '../api/session-bootstrap';

/**
 * Who is signed in, without a round trip when the page says (or the session
 * query already knows); `undefined` for a signed-out visitor or a failed
 * session read, which the session guard answers itself.
 */
export async function signedInSession(client: QueryClient): Promise<SessionInfo | undefined> {
  if (pageSaysSignedOut()) return undefined;
  try {
    // Seeded from the page when it carries the facts; otherwise the entry
    // script's `/bff/session` request, already on its way, is waited for, not repeated.
    return await client.ensureQueryData(pageSessionQueryOptions());
  } catch {
    return undefined;
  }
}

/** The signed-in user, asked once for every route that needs their company or id. */
export const currentUser = (client: QueryClient): Promise<CurrentUser> => client.ensureQueryData(currentUserQueryOptions());
