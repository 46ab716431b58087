import type { Request, RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { HttpError, unauthorized } from '../errors';
import { sessionCookieOptions } from '../session/middleware';
import { destroySession } from '../session/promises';
import type { AuthState } from '../session/types';
import type { OidcClient } from './oidc-client';
import { accessTokenExpiry, needsRefresh } from './token-expiry';

type RefreshedTokens = Pick<AuthState, 'accessToken' | 'refreshToken' | 'idToken' | 'accessTokenExpiresAt'>;

declare module 'express-serve-static-core' {
  interface Locals {
    /** The access token to inject upstream, set by `requireAccessToken`. */
    accessToken?: string;
  }
}

/**
 * Answers 401 JSON without a signed-in session; otherwise puts a fresh access token
 * in `res.locals.accessToken`, refreshing it shortly before it expires; an
 * `invalid_grant` (refresh token revoked or expired) ends the session.
 *
 * Refreshes are single-flight, keyed by the access token being replaced: a burst
 * of calls spends the refresh token once, and calls that loaded the session before
 * the refreshed one was saved reuse the result instead of presenting the old
 * refresh token again (which a rotating identity provider treats as token theft).
 */
export function requireAccessToken(config: Config, client: OidcClient, logger: Logger): RequestHandler {
  const inFlight = new Map<string, Promise<RefreshedTokens>>();
  const recentlyRefreshed = new LRUCache<string, RefreshedTokens>({ max: 10_000, ttl: 60_000 });

  const refresh = async (auth: AuthState): Promise<RefreshedTokens> => {
    const configuration = await client.configuration();
    const tokens = await oidc.refreshTokenGrant(configuration, auth.refreshToken as string);
    return {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? auth.refreshToken,
      idToken: tokens.id_token ?? auth.idToken,
      accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in, Date.now()),
    };
  };

  const endSession = async (req: Request) => {
    await destroySession(req.session);
    req.res?.clearCookie(config.session.cookieName, sessionCookieOptions(config));
  };

  return async (req, res, next) => {
    const auth = req.session?.auth;
    if (!auth) throw unauthorized();
    if (!needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, Date.now())) {
      res.locals.accessToken = auth.accessToken;
      return next();
    }
    if (!auth.refreshToken) {
      await endSession(req);
      throw unauthorized();
    }
    const replaced = auth.accessToken;
    let pending = inFlight.get(replaced);
    const known = recentlyRefreshed.get(replaced);
    if (known) pending = Promise.resolve(known);
    if (!pending) {
      pending = refresh(auth)
        .then((tokens) => {
          recentlyRefreshed.set(replaced, tokens);
          return tokens;
        })
        .finally(() => inFlight.delete(replaced));
      inFlight.set(replaced, pending);
    }
    try {
      Object.assign(auth, await pending);
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') {
        logger.info('refresh token refused; ending the session');
        await endSession(req);
        throw unauthorized();
      }
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached.', { cause: error });
    }
    res.locals.accessToken = auth.accessToken;
    next();
  };
}
