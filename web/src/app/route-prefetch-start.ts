/**
 * The part of route-prefetch.ts that needs `api/` (and so zod): loaded with the
 * first route's loader, beside the shell's own chunks, never in the entry.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { currentUserQueryOptions } from '../api/current-user';
import type { SessionInfo } from '../api/session';
import { pageSaysSignedOut, pageSessionQueryOptions } from '../api/session-bootstrap';
import { startAll, type RouteQueries } from './route-prefetch';

/**
 * Who is signed in, without a round trip when the page says (or the session
 * query already knows); `undefined` for a signed-out visitor or a failed
 * session read, which the session guard answers itself.
 */
async function signedInSession(client: QueryClient): Promise<SessionInfo | undefined> {
  if (pageSaysSignedOut()) return undefined;
  try {
    // Seeded from the page when it carries the facts; otherwise the entry
    // script's `/bff/session` request, already on its way, is waited for, not repeated.
    return await client.ensureQueryData(pageSessionQueryOptions());
  } catch {
    return undefined;
  }
}

export async function startRouteQueries(client: QueryClient, params: Params, queries: RouteQueries): Promise<void> {
  const session = await signedInSession(client);
  if (!session) return;
  const currentUser = () => client.ensureQueryData(currentUserQueryOptions());
  startAll(client, await queries({ params, session, currentUser }));
}
