import { visitorFacts, type VisitorFacts } from '../auth/session-info';
import type { Config } from '../config';
import { isSessionExpired } from '../session/lifetime';
import { signedSessionId } from '../session/fast-access-token';
import type { VersionedStore } from '../session/versioned-store';

/** The element the SPA reads the facts from (web/src/api/session-bootstrap.ts reads the same id). */
export const PAGE_SESSION_ELEMENT_ID = 'portal-session';

/**
 * How long a page waits for the session store before it goes out without the
 * facts. A healthy store answers in a millisecond or two; past this, the SPA
 * asking `/bff/session` itself (one round trip, tens of milliseconds) costs no
 * more than waiting would, and a stalled Redis (up to REDIS_COMMAND_TIMEOUT_MS,
 * 1.5 s) must never hold the page the user is looking at.
 */
export const PAGE_SESSION_WAIT_MS = 75;

/**
 * The SPA's public pages (spec §2 "Public routes"; web/src/app/paths.ts): they
 * show no session facts, so their page reads no session. Lower case, no
 * trailing slash, as the router matches them.
 */
const PUBLIC_PAGE_PATHS: ReadonlySet<string> = new Set(['/changelog', '/provider/home']);

export function isPublicPagePath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PAGE_PATHS.has(path.toLowerCase());
}

/**
 * Who is signed in, for the page: the facts `/bff/visitor` would answer, or
 * `undefined` when the store did not answer within `waitMs` or failed (the SPA
 * then asks as before). Read-only: no cookie set, no session written, no idle
 * time counted (the screen's own API calls do that). No cookie, a forged one,
 * or an ended or expired session: signed out, answered without a store read
 * where the cookie alone says so.
 */
export type PageSessionLookup = (cookieHeader: string | undefined) => VisitorFacts | Promise<VisitorFacts | undefined>;

export function createPageSessionLookup(config: Config, store: VersionedStore, waitMs = PAGE_SESSION_WAIT_MS): PageSessionLookup {
  const { cookieName, secrets } = config.session;
  return (cookieHeader) => {
    const sessionId = signedSessionId(cookieHeader, cookieName, secrets);
    if (!sessionId) return SIGNED_OUT;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, waitMs, undefined);
    });
    const read = store.read(sessionId).then(
      (data) => {
        const auth = data?.auth;
        return visitorFacts(auth && !isSessionExpired(auth, config.session, Date.now()) ? auth : undefined);
      },
      () => undefined,
    );
    return Promise.race([read, late]).finally(() => clearTimeout(timer));
  };
}

const SIGNED_OUT: VisitorFacts = Object.freeze({ signed_in: false });
