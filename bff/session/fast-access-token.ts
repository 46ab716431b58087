import { parse as parseCookies } from 'cookie';
import signature from 'cookie-signature';
import { LRUCache } from 'lru-cache';
import type { RequestHandler } from 'express';
import { needsRefresh } from '../auth/token-expiry';
import type { Config } from '../config';
import { sessionStoreUnavailable } from '../errors';
import { inSequence } from '../in-sequence';
import { isSessionExpired, LAST_SEEN_RESOLUTION_MS } from './lifetime';
import './types';
import type { VersionedStore } from './versioned-store';

/**
 * The session id from express-session's signed cookie (`s:<id>.<signature>`), or
 * undefined when absent or forged. Any of `secrets` may have signed it (rotation),
 * as express-session accepts.
 */
export function signedSessionId(cookieHeader: string | undefined, cookieName: string, secrets: readonly string[]): string | undefined {
  if (!cookieHeader) return undefined;
  const value = parseCookies(cookieHeader)[cookieName];
  if (!value?.startsWith('s:')) return undefined;
  for (const secret of secrets) {
    const id = signature.unsign(value.slice(2), secret);
    if (id !== false) return id;
  }
  return undefined;
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
export function sessionTokenLookup(config: Config, store: VersionedStore): (cookieHeader: string | undefined) => Promise<SessionToken | undefined> | undefined {
  const { cookieName, secrets } = config.session;
  // A browser sends the same cookie header on every call: its signature (an HMAC)
  // is checked once, not per call. Only verified headers are remembered, so a
  // flood of forged cookies cannot push them out faster than the bound allows.
  const verified = new LRUCache<string, string>({ max: 10_000 });

  return (header) => {
    let sessionId = header === undefined ? undefined : verified.get(header);
    if (sessionId === undefined) {
      sessionId = signedSessionId(header, cookieName, secrets);
      if (sessionId !== undefined && header !== undefined) verified.set(header, sessionId);
    }
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
}

/** The lookup as Express middleware: the token in `res.locals`, or the full path (`fullPath`). */
export function fastAccessToken(lookup: ReturnType<typeof sessionTokenLookup>, fullPath: readonly RequestHandler[]): RequestHandler {
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
