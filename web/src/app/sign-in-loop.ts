/**
 * The sign-in loop guard's decision, as pure data and arithmetic (no storage,
 * no clock, no React): given what we remember of this tab's last automatic
 * redirect to sign-in and the time now, may a 401 send the browser to sign in
 * again on its own, or must the portal explain instead?
 *
 * Why this exists: when the identity provider or an upstream refuses a token,
 * a fresh sign-in succeeds at once (the provider still knows the browser), the
 * first API call answers 401 again, and an automatic redirect on every 401
 * loops /addons → /login → /addons for as long as the tab is open (87 times in
 * 20 s in the incident). A redirect the user asked for (the explanation page's
 * button) is never limited; only the automatic ones are counted.
 *
 * What the explanation may claim: "the portal signed you in, but the service
 * then refused your session" is true only when a sign-in completed after the
 * redirect (a session answered 200 since, `signedIn`). A visitor who reached
 * the sign-in page, did not sign in and opened another portal address never
 * signed in: that 401 just asks them to sign in again. A successful
 * GET /bff/session clears nothing (the loop is exactly "session 200, then an
 * API call 401"); it marks the record, which still ages.
 *
 * A loop where no session ever holds (the browser drops the session cookie)
 * has no 200 to mark: it is caught by its speed instead, several automatic
 * redirects each seconds after the last, which no one typing addresses does.
 */

/**
 * How long after an automatic redirect another 401 counts as the same failed
 * attempt. A round trip through the provider without typing anything (the only
 * kind that can loop) takes well under 10 s even on a slow connection; 230 ms
 * in the incident. Sessions live for hours, so no honest expiry falls within a
 * minute of signing in. 60 s catches the loop on its first lap, leaves room for
 * a slow provider, and is long forgotten when a session really expires.
 *
 * When the user takes longer than this to sign in (typing a password, a second
 * factor), the loop, if there is one, costs one more round trip: that redirect
 * is recorded afresh and the next, automatic, lap is caught.
 */
export const SIGN_IN_LOOP_WINDOW_MS = 60_000;

/**
 * A lap of a loop nobody types: the provider's round trip without a sign-in
 * page (230 ms in the incident). Redirects this close together, with no
 * sign-in between, are counted as one run.
 */
export const QUICK_LAP_MS = 10_000;

/**
 * Quick redirects in a row, no session between, after which the portal stops
 * and explains that it cannot keep the user signed in. Three: a person
 * abandoning the sign-in page and opening another address is one or two, and
 * slower; a loop reaches three within a second.
 */
export const QUICK_LAPS_BEFORE_EXPLAINING = 3;

/** What the tab remembers (sessionStorage, as JSON). */
export interface AutomaticRedirectRecord {
  /** When the last automatic redirect to sign-in happened (ms since the epoch). */
  at: number;
  /** Automatic redirects in a row, each within `QUICK_LAP_MS` of the one before, with no sign-in between. */
  count: number;
  /** A session answered 200 since this redirect: the user did sign in. */
  signedIn?: boolean;
}

/**
 * `explain`: signed in, then refused (the real loop). `explain-not-kept`:
 * sent to sign in again and again at once, and no session ever held.
 */
/**
 * What a 401 leads to: an automatic redirect to sign in; an explanation of a
 * loop; or, the first 401 straight after the user logged out, a page that says
 * they are signed out (with a way back in) rather than an unexplained bounce to
 * the identity provider's sign-in page (issue 31 item 20).
 */
export type SignInDecision = 'redirect' | 'explain' | 'explain-not-kept' | 'signed-out';

/**
 * Whether the record still speaks for the present. A record from the future
 * (the clock was set back) cannot be judged: it is treated as stale, and the
 * redirect it allows writes a fresh one, so at most one extra lap is run.
 */
function isRecent(record: AutomaticRedirectRecord, now: number): boolean {
  const elapsed = now - record.at;
  return elapsed >= 0 && elapsed < SIGN_IN_LOOP_WINDOW_MS;
}

/** A 401 has arrived: redirect on our own, or explain and let the user choose. */
export function decideOnUnauthorized(record: AutomaticRedirectRecord | null, now: number): SignInDecision {
  if (record === null || !isRecent(record, now)) return 'redirect';
  // Signed in after the redirect and refused again within the minute: the loop.
  if (record.signedIn) return 'explain';
  // Never signed in: ask again, unless the redirects are a machine's laps.
  const quick = now - record.at < QUICK_LAP_MS;
  return quick && record.count >= QUICK_LAPS_BEFORE_EXPLAINING ? 'explain-not-kept' : 'redirect';
}

/** The record to keep once an automatic redirect is under way. */
export function recordAutomaticRedirect(previous: AutomaticRedirectRecord | null, now: number): AutomaticRedirectRecord {
  const elapsed = previous === null ? -1 : now - previous.at;
  const inARow = previous !== null && !previous.signedIn && elapsed >= 0 && elapsed < QUICK_LAP_MS;
  return { at: now, count: inARow ? previous.count + 1 : 1 };
}

/**
 * A session answered 200: if a recent automatic redirect is on record, the
 * user signed in since, and a 401 now means the session is refused. Returns
 * null when there is nothing to mark (no record, or an old one).
 */
export function markSignedIn(record: AutomaticRedirectRecord | null, now: number): AutomaticRedirectRecord | null {
  if (record === null || record.signedIn || !isRecent(record, now)) return null;
  return { ...record, signedIn: true };
}

/**
 * Reads a stored record; anything else (absent, not JSON, another shape, left
 * by an older version) is no record at all, and the next redirect replaces it.
 */
export function parseAutomaticRedirectRecord(raw: string | null): AutomaticRedirectRecord | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { at, count } = value as Record<string, unknown>;
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return null;
  const { signedIn } = value as Record<string, unknown>;
  return signedIn === true ? { at, count, signedIn } : { at, count };
}
