import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { sessionStoreUnavailable, unauthorized } from '../errors';
import { sessionCookieOptions } from '../session/middleware';
import { destroySession } from '../session/promises';
import type { VersionedStore } from '../session/versioned-store';
import type { SessionRefresher } from './session-refresher';
import { onBehalfOf } from './oidc-client';
import { needsRefresh } from './token-expiry';
import { requestLogger } from '../request-id';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The access token to inject upstream, set by `requireAccessToken` (or the fast path). */
    accessToken?: string;
    /** The id of the session it came from, for when the upstream refuses it. */
    sessionId?: string;
  }
}

/**
 * Answers 401 JSON without a signed-in session; otherwise puts a fresh access token
 * in `res.locals.accessToken`, refreshing it shortly before it expires (see
 * session-refresher.ts); a refused refresh ends the session.
 */
export function requireAccessToken(config: Config, refresher: SessionRefresher, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    const auth = req.session?.auth;
    if (!auth) throw unauthorized();
    res.locals.sessionId = req.sessionID;
    if (!needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, Date.now())) {
      res.locals.accessToken = auth.accessToken;
      return next();
    }
    // The refresh grant carries this request's id to the identity provider (oidc-client.ts).
    const result = await onBehalfOf(req.requestId, () => refresher.refresh(req.sessionID));
    if ('ended' in result) {
      if (result.ended === 'refused') requestLogger(logger, req).info('refresh token refused; ending the session');
      if (req.session) await destroySession(req.session);
      res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
      throw unauthorized();
    }
    const { auth: fresh, tokenVersion } = result.session;
    if (!fresh) throw unauthorized();
    // This request's copy takes the saved tokens and version, so its own write at
    // response end (the last-seen time) is current rather than stale.
    Object.assign(auth, fresh, { lastSeenAt: Math.max(auth.lastSeenAt, fresh.lastSeenAt) });
    if (tokenVersion !== undefined) req.session.tokenVersion = tokenVersion;
    res.locals.accessToken = fresh.accessToken;
    next();
  };
}

/**
 * For the proxies: an upstream refused the session's token. One refresh may
 * save the session (single-flight, across replicas); if it cannot, the session
 * ends here, so that sign-in starts afresh rather than finding a session whose
 * tokens are known to be bad and sending the browser straight back (a loop).
 */
export function handleRejectedToken(config: Config, refresher: SessionRefresher, store: VersionedStore, logger: Logger) {
  return async (res: Response): Promise<'ended' | 'refreshed'> => {
    const { sessionId, accessToken } = res.locals;
    if (!sessionId || !accessToken) return 'ended';
    const result = await onBehalfOf(res.req.requestId, () => refresher.refresh(sessionId, accessToken));
    if ('session' in result) return 'refreshed';
    requestLogger(logger, res.req).info({ reason: result.ended }, 'an upstream refused the session token and no refresh saved it; ending the session');
    await store.remove(sessionId).catch((error: unknown) => {
      throw sessionStoreUnavailable(error);
    });
    res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
    return 'ended';
  };
}
