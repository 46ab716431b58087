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
 * Why it keys on automatic redirects and not on "the session worked": the loop
 * is exactly "session 200, then an API call 401", so a successful
 * GET /bff/session proves nothing and clears nothing. The record simply ages.
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
 * Automatic redirects allowed in a row, each within the window of the one
 * before. One: the first 401 of a tab redirects silently (a plain expiry), a
 * second one straight after signing in means signing in does not help.
 */
const AUTOMATIC_REDIRECTS_IN_A_ROW = 1;

/** What the tab remembers (sessionStorage, as JSON). */
export interface AutomaticRedirectRecord {
  /** When the last automatic redirect to sign-in happened (ms since the epoch). */
  at: number;
  /** Automatic redirects in a row, each within the window of the one before. */
  count: number;
}

export type SignInDecision = 'redirect' | 'explain';

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
  return record.count >= AUTOMATIC_REDIRECTS_IN_A_ROW ? 'explain' : 'redirect';
}

/** The record to keep once an automatic redirect is under way. */
export function recordAutomaticRedirect(previous: AutomaticRedirectRecord | null, now: number): AutomaticRedirectRecord {
  const inARow = previous !== null && isRecent(previous, now);
  return { at: now, count: inARow ? previous.count + 1 : 1 };
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
  return { at, count };
}
