import type { Request, RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { HttpError, sessionStoreUnavailable, unauthorized } from '../errors';
import { sessionCookieOptions } from '../session/middleware';
import { destroySession } from '../session/promises';
import { withSessionLock } from '../session/session-lock';
import type { AuthState } from '../session/types';
import type { VersionedStore } from '../session/versioned-store';
import type { OidcClient } from './oidc-client';
import { accessTokenExpiry, needsRefresh } from './token-expiry';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The access token to inject upstream, set by `requireAccessToken`. */
    accessToken?: string;
  }
}

/** The session as it stands after a refresh, or why there is none. */
type RefreshResult = { session: SessionData } | { ended: 'refused' | 'gone' };

/**
 * Answers 401 JSON without a signed-in session; otherwise puts a fresh access token
 * in `res.locals.accessToken`, refreshing it shortly before it expires; an
 * `invalid_grant` (refresh token revoked or expired) ends the session.
 *
 * A refresh token may be spent once (a rotating identity provider treats a second
 * use as theft and revokes everything), and every replica sees the same session.
 * So a refresh takes the session's lock in the shared store, re-reads the session
 * (another replica may have refreshed meanwhile: then its tokens are used), and
 * saves the new tokens at once with a new token version, before the request goes
 * on. Within one process, concurrent calls of a session share one attempt.
 */
export function requireAccessToken(config: Config, client: OidcClient, store: VersionedStore, logger: Logger): RequestHandler {
  const inFlight = new Map<string, Promise<RefreshResult>>();
  const isDue = (auth: AuthState) => needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, Date.now());

  const refreshUnderLock = async (sid: string): Promise<RefreshResult> => {
    const stored = await store.read(sid).catch((error: unknown) => Promise.reject(sessionStoreUnavailable(error)));
    const auth = stored?.auth;
    if (!stored || !auth) return { ended: 'gone' };
    if (!isDue(auth)) return { session: stored };
    if (!auth.refreshToken) return { ended: 'refused' };
    let tokens: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>;
    try {
      tokens = await oidc.refreshTokenGrant(await client.configuration(), auth.refreshToken);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return { ended: 'refused' };
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached.', { cause: error });
    }
    const version = stored.tokenVersion ?? 0;
    const session: SessionData = {
      ...stored,
      tokenVersion: version + 1,
      auth: {
        ...auth,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? auth.refreshToken,
        idToken: tokens.id_token ?? auth.idToken,
        accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in, Date.now()),
      },
    };
    const outcome = await store.write(sid, session, stored.tokenVersion).catch((error: unknown) => {
      throw sessionStoreUnavailable(error);
    });
    // Under the lock nobody else refreshes, so `stale` cannot happen; `gone` is a log-out meanwhile.
    return outcome === 'saved' ? { session } : { ended: 'gone' };
  };

  const refresh = (sid: string): Promise<RefreshResult> => {
    let pending = inFlight.get(sid);
    if (!pending) {
      pending = withSessionLock(store, `refresh:${sid}`, () => refreshUnderLock(sid)).finally(() => inFlight.delete(sid));
      inFlight.set(sid, pending);
    }
    return pending;
  };

  const endSession = async (req: Request) => {
    if (req.session) await destroySession(req.session);
    req.res?.clearCookie(config.session.cookieName, sessionCookieOptions(config));
  };

  return async (req, res, next) => {
    const auth = req.session?.auth;
    if (!auth) throw unauthorized();
    if (!isDue(auth)) {
      res.locals.accessToken = auth.accessToken;
      return next();
    }
    const result = await refresh(req.sessionID);
    if ('ended' in result) {
      if (result.ended === 'refused') logger.info('refresh token refused; ending the session');
      await endSession(req);
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
