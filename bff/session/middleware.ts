import type { RequestHandler } from 'express';
import session, { type Store } from 'express-session';
import type { Config } from '../config';
import { sessionStoreUnavailable } from '../errors';
import './types';

/**
 * express-session with the cookie rules of the issue: HttpOnly, SameSite=Lax, Secure
 * and `__Host-` in production, carrying the id only. A store failure becomes a
 * typed 503, never a crash or a sign-in loop.
 */
export function createSessionMiddleware(config: Config, store: Store): RequestHandler {
  const middleware = session({
    name: config.session.cookieName,
    secret: [...config.session.secrets],
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    // Sessions are only ever ended explicitly (destroySession). With 'destroy',
    // a request whose session *read* failed (Redis down) had no req.session at
    // response end, so express-session deleted the session — and, failing again,
    // passed a second error that reset the keep-alive connection.
    unset: 'keep',
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.cookieSecure,
      path: '/',
    },
  });
  return (req, res, next) => {
    middleware(req, res, (error?: unknown) => (error ? next(sessionStoreUnavailable(error)) : next()));
  };
}

/** Options to clear the session cookie with: must match the ones it was set with. */
export function sessionCookieOptions(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.session.cookieSecure, path: '/' };
}
