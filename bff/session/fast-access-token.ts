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

/**
 * The proxies' hot path. Most proxied calls only need the access token of a
 * live session, and nothing in the session changes. For those, one cookie
 * check and one store read are enough: no express-session Session object, no
 * hashing of the session before and after, no response hooks. Anything else —
 * no or forged cookie, expiry, a due refresh, a last-seen update —
 * goes through `fullPath` (express-session, lifetime, refresh), which decides
 * and answers exactly as before.
 */
export function fastAccessToken(config: Config, store: VersionedStore, fullPath: readonly RequestHandler[]): RequestHandler {
  const slow = inSequence(fullPath);
  const { cookieName, secrets } = config.session;
  // A browser sends the same cookie header on every call: its signature (an HMAC)
  // is checked once, not per call. Only verified headers are remembered, so a
  // flood of forged cookies cannot push them out faster than the bound allows.
  const verified = new LRUCache<string, string>({ max: 10_000 });

  return (req, res, next) => {
    const header = req.headers.cookie;
    let id = header === undefined ? undefined : verified.get(header);
    if (id === undefined) {
      id = signedSessionId(header, cookieName, secrets);
      if (id !== undefined && header !== undefined) verified.set(header, id);
    }
    if (!id) return slow(req, res, next);
    // Straight to the store's promise API: no callback adapter on the hot path.
    store.read(id).then(
      (data) => {
        const auth = data?.auth;
        const now = Date.now();
        const untouched =
          auth !== undefined &&
          !isSessionExpired(auth, config.session, now) &&
          now - auth.lastSeenAt < LAST_SEEN_RESOLUTION_MS &&
          !needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, now);
        if (!untouched) return slow(req, res, next);
        res.locals.accessToken = auth.accessToken;
        res.locals.sessionId = id;
        next();
      },
      // Asking the store again through the full path would double the wait of a
      // stalled Redis; the answer is the same 503 either way.
      (error: unknown) => next(sessionStoreUnavailable(error)),
    );
  };
}
