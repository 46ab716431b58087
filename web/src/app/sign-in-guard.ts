/**
 * The sign-in loop guard's memory: the record of this tab's last automatic
 * redirect to sign-in, kept in sessionStorage so that it survives the full page
 * loads of a sign-in round trip but not the tab (another tab's loop, or a
 * sign-in yesterday, says nothing about this one). The decision itself is
 * `sign-in-loop.ts`.
 *
 * Storage can throw at every step (storage disabled by policy, a full quota,
 * a sandboxed frame). The rule then is: no automatic redirect that we cannot
 * remember. A redirect we could not record could be the first lap of a loop
 * we would never notice, so the guard explains instead and leaves the next
 * step to the user. (A browser refusing storage usually refuses the session
 * cookie too, and then signing in cannot work anyway.)
 */
import {
  decideOnUnauthorized,
  markSignedIn,
  SIGN_IN_LOOP_WINDOW_MS,
  parseAutomaticRedirectRecord,
  recordAutomaticRedirect,
  type SignInDecision,
} from './sign-in-loop';
import { localStorageOfThisBrowser } from './browser-storage';
import { forgetRememberedCompany } from './remembered-company';

export const AUTOMATIC_REDIRECT_STORAGE_KEY = 'partner-portal:automatic-sign-in-redirect';
/** When this tab last logged out on purpose (ms since the epoch). */
export const LOG_OUT_STORAGE_KEY = 'partner-portal:logged-out-at';

/** The part of `Storage` the guard uses (tests pass a fake). */
export type GuardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SignInGuardDependencies {
  /** Where the record lives; undefined or throwing when there is no usable storage. */
  storage: () => GuardStorage | undefined;
  now: () => number;
}

/** Merely reading `window.sessionStorage` throws where storage is denied. */
function sessionStorageOfThisTab(): GuardStorage | undefined {
  return typeof window === 'undefined' ? undefined : window.sessionStorage;
}

const browser: SignInGuardDependencies = { storage: sessionStorageOfThisTab, now: () => Date.now() };

/**
 * A 401 has arrived. Returns 'redirect' only once the automatic redirect about
 * to happen is recorded; otherwise 'explain'. The caller redirects or shows the
 * explanation accordingly.
 */
export function beforeAutomaticSignIn(deps: SignInGuardDependencies = browser): SignInDecision {
  try {
    const storage = deps.storage();
    if (!storage) return 'explain';
    const now = deps.now();
    if (followsLogOut(storage, now)) return 'signed-out';
    const record = parseAutomaticRedirectRecord(storage.getItem(AUTOMATIC_REDIRECT_STORAGE_KEY));
    const decision = decideOnUnauthorized(record, now);
    if (decision !== 'redirect') return decision;
    storage.setItem(AUTOMATIC_REDIRECT_STORAGE_KEY, JSON.stringify(recordAutomaticRedirect(record, now)));
    return 'redirect';
  } catch {
    return 'explain';
  }
}

/**
 * GET /bff/session answered 200: a sign-in completed since the last automatic
 * redirect (if one is on record), so a 401 soon after is a refused session,
 * not a visitor who left the sign-in page. Never throws: it only notes.
 */
export function noteSignedIn(deps: SignInGuardDependencies = browser): void {
  try {
    const storage = deps.storage();
    if (!storage) return;
    const marked = markSignedIn(parseAutomaticRedirectRecord(storage.getItem(AUTOMATIC_REDIRECT_STORAGE_KEY)), deps.now());
    if (marked) storage.setItem(AUTOMATIC_REDIRECT_STORAGE_KEY, JSON.stringify(marked));
  } catch {
    // Unmarked, a real loop redirects a few more times before it is caught by its speed.
  }
}

/**
 * The first 401 after logging out is the log-out's own landing (the identity
 * provider sends the browser back to the portal): it is no lap of a loop and is
 * not counted; the user is told they are signed out. Counted, the user's next Back (to the
 * token screen, say) met "We couldn't keep you signed in" instead of the
 * sign-in page. Used once; a marker from the future or long ago is dropped.
 */
function followsLogOut(storage: GuardStorage, now: number): boolean {
  const marker = storage.getItem(LOG_OUT_STORAGE_KEY);
  if (marker === null) return false;
  storage.removeItem(LOG_OUT_STORAGE_KEY);
  const elapsed = now - Number(marker);
  return Number.isFinite(elapsed) && elapsed >= 0 && elapsed < SIGN_IN_LOOP_WINDOW_MS;
}

/**
 * The user logs out: earlier automatic redirects are forgotten, and the one
 * that the log-out itself leads to is not counted (`followsLogOut`); what this
 * browser remembered of them (their company and role) is forgotten too. Never
 * throws: the log-out must go ahead even when storage refuses.
 */
export function rememberLogOut(deps: SignInGuardDependencies = browser, memory: () => Storage | undefined = localStorageOfThisBrowser): void {
  forgetAutomaticSignIns(deps);
  forgetRememberedCompany(memory);
  try {
    deps.storage()?.setItem(LOG_OUT_STORAGE_KEY, String(deps.now()));
  } catch {
    // Then the landing counts as a first redirect, as it did before.
  }
}

/**
 * Forgets earlier automatic redirects: the user chose to sign in again (the
 * explanation page's button) or to log out. Either way the next 401 is a fresh
 * start and may redirect on its own. Never throws: the user's action must go
 * ahead even when storage refuses.
 */
export function forgetAutomaticSignIns(deps: Pick<SignInGuardDependencies, 'storage'> = browser): void {
  try {
    deps.storage()?.removeItem(AUTOMATIC_REDIRECT_STORAGE_KEY);
  } catch {
    // Nothing to forget that we could have read.
  }
}
