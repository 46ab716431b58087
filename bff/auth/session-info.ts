import { Router, type RequestHandler } from 'express';
import { unauthorized } from '../errors';
import type { AuthState } from '../session/types';

/** What `/bff/session` answers: display facts, never tokens or the session id. */
export interface SessionFacts {
  email: string;
  name: string;
  is_admin: boolean;
}

/** What `/bff/visitor` answers, and what the SPA's page carries (static/page-session.ts). */
export type VisitorFacts = { signed_in: false } | ({ signed_in: true } & SessionFacts);

export const sessionFacts = (auth: Pick<AuthState, 'email' | 'name' | 'isAdmin'>): SessionFacts => ({
  email: auth.email,
  name: auth.name,
  is_admin: auth.isAdmin,
});

export const visitorFacts = (auth: Pick<AuthState, 'email' | 'name' | 'isAdmin'> | undefined): VisitorFacts =>
  auth ? { signed_in: true, ...sessionFacts(auth) } : { signed_in: false };

/**
 * `/bff/session`: the signed-in user's display facts (never tokens), or 401.
 * `/bff/visitor`: the same facts with `signed_in: true`, or `signed_in: false`
 * — always 200, for public pages, which must not meet a 401 or start a sign-in.
 * `/bff/token`: the access token and e-mail, for the spec's token screen only.
 */
export function createSessionInfoRouter(requireAccessToken: RequestHandler): Router {
  const router = Router();
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/session', (req, res) => {
    const auth = req.session?.auth;
    if (!auth) throw unauthorized();
    res.json(sessionFacts(auth));
  });

  router.get('/visitor', (req, res) => {
    res.json(visitorFacts(req.session?.auth));
  });

  router.get('/token', requireAccessToken, (req, res) => {
    res.json({ email: req.session.auth?.email, access_token: res.locals.accessToken });
  });

  return router;
}
