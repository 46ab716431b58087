import { Router, type RequestHandler } from 'express';
import { unauthorized } from '../errors';

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
    res.json({ email: auth.email, name: auth.name, is_admin: auth.isAdmin });
  });

  router.get('/visitor', (req, res) => {
    const auth = req.session?.auth;
    if (!auth) {
      res.json({ signed_in: false });
      return;
    }
    res.json({ signed_in: true, email: auth.email, name: auth.name, is_admin: auth.isAdmin });
  });

  router.get('/token', requireAccessToken, (req, res) => {
    res.json({ email: req.session.auth?.email, access_token: res.locals.accessToken });
  });

  return router;
}
