/**
 * Where this browser keeps the last `current_user`'s company and the user's
 * role in it, for the next page load's route queries (route-prefetch-start.ts).
 * localStorage, not this tab's sessionStorage: a new tab (a bookmark, a link
 * opened in a new tab) starts the company's queries at once instead of a round
 * trip after `current_user` (issue 33: depth 1 on every full page load). Kept
 * with the e-mail it belongs to, so another user's is never used, and forgotten
 * at Log out (sign-in-guard.ts `rememberLogOut`).
 */
import { localStorageOfThisBrowser } from './browser-storage';

export const REMEMBERED_COMPANY_KEY = 'portal:company-of';

/** Forgets the memory (Log out). Never throws: the log-out goes ahead whatever storage does. */
export function forgetRememberedCompany(memory: () => Storage | undefined = localStorageOfThisBrowser): void {
  try {
    memory()?.removeItem(REMEMBERED_COMPANY_KEY);
  } catch {
    // Storage refused: nothing was kept that we could remove.
  }
}
