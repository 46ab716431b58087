import { parse as parseCookies } from 'cookie';
import type { RequestHandler } from 'express';
import { needsRefresh } from '../auth/token-expiry';
import type { Config } from '../config';
import { sessionStoreUnavailable } from '../errors';
import { inSequence } from '../in-sequence';
import { isSessionExpired, LAST_SEEN_RESOLUTION_MS } from './lifetime';
import './types';
import { unsignedSessionId, verifiedSessionCookies, type VerifiedCookies } from './verified-cookies';
import type { VersionedStore } from './versioned-store';

/**
 * The session id from express-session's signed cookie (`s:<id>.<signature>`), or
 * undefined when absent or forged. Any of `secrets` may have signed it (rotation),
 * as express-session accepts.
 */
export function signedSessionId(cookieHeader: string | undefined, cookieName: string, secrets: readonly string[]): string | undefined {
  if (!cookieHeader) return undefined;
  return unsignedSessionId(parseCookies(cookieHeader)[cookieName], secrets);
}

/** A live session's access token, for a proxied call that changes nothing in the session. */
export interface SessionToken {
  sessionId: string;
  accessToken: string;
}

/**
 * The proxies' hot path. Most proxied calls only need the access token of a
 * live session, and nothing in the session changes. For those, one cookie
 * check and one store read are enough: no express-session Session object, no
 * hashing of the session before and after, no response hooks.
 *
 * The lookup answers synchronously `undefined` when there is no validly
 * signed cookie, else a promise of the token, or of `undefined` when the call
 * needs the full path (expiry, a due refresh, a last-seen update, no such
 * session), which decides and answers exactly as before. A store failure
 * rejects the promise.
 */
export interface SessionTokenLookup {
  (cookieHeader: string | undefined): Promise<SessionToken | undefined> | undefined;
  /** The checked cookies it remembers (their accounting is what tests read). */
  readonly verifiedCookies: VerifiedCookies;
}

export function sessionTokenLookup(config: Config, store: VersionedStore): SessionTokenLookup {
  const { cookieName, secrets } = config.session;
  // A browser sends the same session cookie on every call: its signature (an HMAC)
  // is checked once, not per call (verified-cookies.ts).
  const verifiedCookies = verifiedSessionCookies(cookieName, secrets);

  const lookup = (header: string | undefined) => {
    const sessionId = verifiedCookies.sessionIdOf(header);
    if (!sessionId) return undefined;
    const id = sessionId;
    return store.read(id).then((data) => {
      const auth = data?.auth;
      const now = Date.now();
      const untouched =
        auth !== undefined &&
        !isSessionExpired(auth, config.session, now) &&
        now - auth.lastSeenAt < LAST_SEEN_RESOLUTION_MS &&
        !needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, now);
      return untouched ? { sessionId: id, accessToken: auth.accessToken } : undefined;
    });
  };
  return Object.assign(lookup, { verifiedCookies });
}

/** The lookup as Express middleware: the token in `res.locals`, or the full path (`fullPath`). */
export function fastAccessToken(lookup: SessionTokenLookup, fullPath: readonly RequestHandler[]): RequestHandler {
  const slow = inSequence(fullPath);
  return (req, res, next) => {
    if (res.locals.sessionNeedsFullPath) return slow(req, res, next);
    const found = lookup(req.headers.cookie);
    if (!found) return slow(req, res, next);
    found.then(
      (token) => {
        if (!token) return slow(req, res, next);
        res.locals.accessToken = token.accessToken;
        res.locals.sessionId = token.sessionId;
        next();
      },
      // Asking the store again through the full path would double the wait of a
      // stalled Redis; the answer is the same 503 either way.
      (error: unknown) => next(sessionStoreUnavailable(error)),
    );
  };
}
