import type { SessionData } from 'express-session';
import * as oidc from 'openid-client';
import type { Config } from '../config';
import { HttpError, sessionStoreUnavailable } from '../errors';
import type { Metrics } from '../metrics/metrics';
import { withSessionLock } from '../session/session-lock';
import type { AuthState } from '../session/types';
import type { VersionedStore } from '../session/versioned-store';
import type { OidcClient } from './oidc-client';
import { accessTokenExpiry, needsRefresh } from './token-expiry';

/** The session as it stands after a refresh, or why there is none any more. */
export type RefreshResult = { session: SessionData } | { ended: 'refused' | 'gone' };

/**
 * Replaces a session's tokens at the identity provider, once, whichever replica
 * asks: `refresh(sid)` when the access token is about to expire, and
 * `refresh(sid, rejectedToken)` when an upstream refused it (restarted, keys
 * rotated, access revoked).
 *
 * A refresh token may be spent once (a rotating identity provider treats a second
 * use as theft and revokes everything), and every replica sees the same session.
 * So a refresh takes the session's lock in the shared store, re-reads the session
 * (another replica may have refreshed meanwhile: then its tokens are used), and
 * saves the new tokens at once with a new token version. Within one process,
 * concurrent calls for a session share one attempt.
 */
export function createSessionRefresher(config: Config, client: OidcClient, store: VersionedStore, metrics?: Metrics['tokenRefreshes']) {
  const inFlight = new Map<string, Promise<RefreshResult>>();
  const isDue = (auth: AuthState) => needsRefresh(auth.accessTokenExpiresAt, config.tokenRefreshSkewMs, Date.now());

  const refreshUnderLock = async (sid: string, rejectedToken: string | undefined): Promise<RefreshResult> => {
    const stored = await store.read(sid).catch((error: unknown) => Promise.reject(sessionStoreUnavailable(error)));
    const auth = stored?.auth;
    if (!stored || !auth) return { ended: 'gone' };
    if (rejectedToken === undefined ? !isDue(auth) : auth.accessToken !== rejectedToken) {
      // Another request or replica refreshed while this one waited for the lock.
      metrics?.count('skipped');
      return { session: stored };
    }
    // A token that a refresh after a refusal produced was refused as well: another
    // refresh would only go round in circles. So would having no refresh token.
    if (!auth.refreshToken || (rejectedToken !== undefined && auth.replacedAfterRejection)) {
      metrics?.count('failed');
      return { ended: 'refused' };
    }
    let tokens: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>;
    try {
      tokens = await oidc.refreshTokenGrant(await client.configuration(), auth.refreshToken);
    } catch (error) {
      metrics?.count('failed');
      if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return { ended: 'refused' };
      // The upstream already refuses this token: with no new one, the session is over.
      if (rejectedToken !== undefined) return { ended: 'refused' };
      if (error instanceof HttpError) throw error;
      throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached.', { cause: error });
    }
    const session: SessionData = {
      ...stored,
      tokenVersion: (stored.tokenVersion ?? 0) + 1,
      auth: {
        ...auth,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? auth.refreshToken,
        idToken: tokens.id_token ?? auth.idToken,
        accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in, Date.now()),
        replacedAfterRejection: rejectedToken !== undefined,
      },
    };
    const outcome = await store.write(sid, session, stored.tokenVersion).catch((error: unknown) => {
      metrics?.count('failed');
      throw sessionStoreUnavailable(error);
    });
    if (outcome === 'saved') metrics?.count('ok');
    // Under the lock nobody else refreshes, so `stale` cannot happen; `gone` is a log-out meanwhile.
    return outcome === 'saved' ? { session } : { ended: 'gone' };
  };

  return {
    refresh(sid: string, rejectedToken?: string): Promise<RefreshResult> {
      let pending = inFlight.get(sid);
      if (!pending) {
        pending = withSessionLock(store, `refresh:${sid}`, () => refreshUnderLock(sid, rejectedToken)).finally(() =>
          inFlight.delete(sid),
        );
        inFlight.set(sid, pending);
      }
      return pending;
    },
  };
}

export type SessionRefresher = ReturnType<typeof createSessionRefresher>;
