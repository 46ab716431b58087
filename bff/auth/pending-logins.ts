import { parse as parseCookies } from 'cookie';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import signature from 'cookie-signature';
import type { Config } from '../config';
import { sessionStoreUnavailable } from '../errors';
import { PENDING_LOGIN_MAX_MS } from '../session/retention';
import type { PendingLogin } from '../session/types';
import type { VersionedStore } from '../session/versioned-store';

/** Sign-ins one browser may have in progress at once (tabs); older ones are dropped. */
const MAX_PER_BROWSER = 5;

/** A sign-in this browser started, as its cookie proves. */
export interface LoginAttempt {
  state: string;
  startedAt: number;
}

/*
 * Each sign-in attempt is its own record, keyed by its `state`, and its own
 * cookie, named after that state (as ASP.NET Core's OpenID Connect handler does
 * with its correlation cookies). Keeping attempts in the session instead lost
 * all but one when several tabs signed in at once: each /login of a browser
 * without a session made a new session, and the browser kept only the last
 * cookie. The cookie binds the attempt to this browser (login CSRF), carries no
 * secret, and is signed so it cannot be made up; the checks (verifier, nonce)
 * stay server-side, for ten minutes at most.
 */
export function createPendingLogins(config: Config, store: VersionedStore) {
  const prefix = `${config.session.cookieSecure ? '__Host-' : ''}portal.login.`;
  const storeKey = (state: string) => `login:${state}`;
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.session.cookieSecure,
    path: '/',
  };
  const [signingSecret] = config.session.secrets;

  /** The attempts this browser's cookies prove, newest first; forged or expired ones are left out. */
  function attemptsOf(req: Request, now = Date.now()): LoginAttempt[] {
    const attempts: LoginAttempt[] = [];
    for (const [name, value] of Object.entries(parseCookies(req.headers.cookie ?? ''))) {
      if (!name.startsWith(prefix) || value === undefined) continue;
      const state = name.slice(prefix.length);
      const [signedState, signedStart] = verified(value, config.session.secrets)?.split(':') ?? [];
      const startedAt = Number(signedStart);
      if (signedState === state && isFresh(startedAt, now)) attempts.push({ state, startedAt });
    }
    return attempts.sort((a, b) => b.startedAt - a.startedAt);
  }

  return {
    attemptsOf,

    /** Stores a new attempt and gives the browser its cookie, dropping its oldest beyond the bound. */
    async start(req: Request, res: Response, pending: PendingLogin): Promise<void> {
      await store.write(storeKey(pending.state), { pendingLogin: pending } as SessionData, undefined).catch((error: unknown) => {
        throw sessionStoreUnavailable(error);
      });
      for (const stale of attemptsOf(req).slice(MAX_PER_BROWSER - 1)) res.clearCookie(prefix + stale.state, cookieOptions);
      res.cookie(prefix + pending.state, signature.sign(`${pending.state}:${pending.startedAt}`, signingSecret), {
        ...cookieOptions,
        maxAge: PENDING_LOGIN_MAX_MS,
      });
    },

    /** The stored attempt, without using it up (to restart a sign-in with its return path). */
    async peek(state: string): Promise<PendingLogin | undefined> {
      const stored = await store.read(storeKey(state)).catch((error: unknown) => {
        throw sessionStoreUnavailable(error);
      });
      const pending = stored?.pendingLogin;
      return pending && isFresh(pending.startedAt, Date.now()) ? pending : undefined;
    },

    /** Uses up the attempt: a callback can complete it once, and its cookie goes. */
    async take(res: Response, state: string): Promise<PendingLogin | undefined> {
      res.clearCookie(prefix + state, cookieOptions);
      const pending = await this.peek(state);
      await store.remove(storeKey(state)).catch((error: unknown) => {
        throw sessionStoreUnavailable(error);
      });
      return pending;
    },
  };
}

export type PendingLogins = ReturnType<typeof createPendingLogins>;

export function isFresh(startedAt: unknown, now: number): boolean {
  return typeof startedAt === 'number' && now - startedAt >= 0 && now - startedAt < PENDING_LOGIN_MAX_MS;
}

function verified(value: string, secrets: readonly string[]): string | undefined {
  for (const secret of secrets) {
    const unsigned = signature.unsign(value, secret);
    if (unsigned !== false) return unsigned;
  }
  return undefined;
}
