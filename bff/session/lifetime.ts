import type { RequestHandler } from 'express';
import type { Store } from 'express-session';
import { sessionStoreUnavailable } from '../errors';
import type { Config } from '../config';
import { sessionCookieOptions } from './middleware';
import { destroySession } from './promises';

/** How stale `lastSeenAt` may get before it is written again (one store write per minute at most). */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export function isSessionExpired(
  auth: { signedInAt: number; lastSeenAt: number },
  limits: { idleMs: number; maxAgeMs: number },
  now: number,
): boolean {
  return now - auth.signedInAt >= limits.maxAgeMs || now - auth.lastSeenAt >= limits.idleMs;
}

/**
 * Whether the session with this id is signed in now, read straight from the
 * store (for a request that carries no cookie: the gallery's sandboxed files).
 * Ended, expired or unknown sessions are not; a store failure is passed on.
 */
export function isSignedInSession(store: Store, sessionId: string, limits: { idleMs: number; maxAgeMs: number }, now = Date.now()): Promise<boolean> {
  return new Promise((resolve, reject) => {
    store.get(sessionId, (error, session) => {
      if (error) return reject(sessionStoreUnavailable(error));
      const auth = session?.auth;
      resolve(auth !== undefined && !isSessionExpired(auth, limits, now));
    });
  });
}

/**
 * Ends sessions past their idle timeout or absolute lifetime. Idle time is tracked
 * in the session itself, to the minute, so an active user costs one store write a
 * minute rather than one per request.
 */
export function enforceSessionLifetime(config: Config): RequestHandler {
  return (req, res, next) => {
    const auth = req.session?.auth;
    if (!auth) return next();
    const now = Date.now();
    if (isSessionExpired(auth, config.session, now)) {
      res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
      // Carry on with a fresh, empty session (a new id), as for a first visit:
      // handlers such as /login can then start a new sign-in instead of finding none.
      destroySession(req.session).then(() => {
        req.sessionStore.generate(req);
        next();
      }, next);
      return;
    }
    if (now - auth.lastSeenAt >= LAST_SEEN_RESOLUTION_MS) auth.lastSeenAt = now;
    next();
  };
}
