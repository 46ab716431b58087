/**
 * The part of route-prefetch.ts that needs `api/` (and so zod): loaded with the
 * first route's loader, beside the shell's own chunks, never in the entry.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentUserKey, currentUserQueryOptions, type CurrentUser } from '../api/current-user';
import { companyRoleSchema } from '../api/company-users';
import type { SessionInfo } from '../api/session';
import { pageSaysSignedOut, pageSessionQueryOptions } from '../api/session-bootstrap';
import type { CompanyPermissionUser } from '../domain/company-permission';
import { localStorageOfThisBrowser } from './browser-storage';
import { REMEMBERED_COMPANY_KEY } from './remembered-company';

/**
 * Who is signed in, without a round trip when the page says (or the session
 * query already knows); `undefined` for a signed-out visitor or a failed
 * session read, which the session guard answers itself.
 */
export async function signedInSession(client: QueryClient): Promise<SessionInfo | undefined> {
  if (pageSaysSignedOut()) return undefined;
  rememberCompanies(client);
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

const remembering = new WeakSet<QueryClient>();

/**
 * From now on, every `current_user` answer in `client` is remembered for the
 * next page load in this browser (remembered-company.ts says where): one
 * record for company and role, written from the same answer, so another
 * user's is never read and a new answer replaces both at once.
 */
function rememberCompanies(client: QueryClient): void {
  if (remembering.has(client)) return;
  remembering.add(client);
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.query.queryHash !== hashKey(currentUserKey())) return;
    const user = event.query.state.data as CurrentUser | undefined;
    if (!user) return;
    try {
      const remembered = { email: user.email, companyId: user.company?.id ?? null, companyRole: user.companyRole, platformAdmin: user.platformAdmin };
      localStorageOfThisBrowser()?.setItem(REMEMBERED_COMPANY_KEY, JSON.stringify(remembered));
    } catch {
      // Storage refused (private mode, full): the next load asks current_user first, as without it.
      unsubscribe();
    }
  });
}

/** What this browser last saw in `current_user` for one e-mail. */
export interface RememberedCompany {
  /** The company's id; `undefined`: the user has none. */
  id: string | undefined;
  /**
   * Who the user is for company permissions (`ifRoleMay`); `undefined` when
   * the memory predates roles being kept, so a role-gated query waits for
   * `current_user` as without a memory.
   */
  role: CompanyPermissionUser | undefined;
}

/**
 * The company of `email` and their role in it as this browser last saw them in
 * `current_user`, or `undefined` when it has not seen that user: another
 * user's memory is never used. Starts remembering.
 */
export function rememberedCompany(client: QueryClient, email: string): RememberedCompany | undefined {
  rememberCompanies(client);
  let stored: unknown;
  try {
    stored = JSON.parse(localStorageOfThisBrowser()?.getItem(REMEMBERED_COMPANY_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { email: storedEmail, companyId, companyRole, platformAdmin } = stored as { email?: unknown; companyId?: unknown; companyRole?: unknown; platformAdmin?: unknown };
  if (storedEmail !== email) return undefined;
  if (companyId !== null && (typeof companyId !== 'string' || companyId === '')) return undefined;
  const role = companyRoleSchema.nullable().safeParse(companyRole);
  return {
    id: companyId ?? undefined,
    role: role.success && typeof platformAdmin === 'boolean' ? { platformAdmin, companyRole: role.data } : undefined,
  };
}
