import { Router, type Request } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { sessionCookieOptions } from '../session/middleware';
import { destroySession } from '../session/promises';
import { onBehalfOf, type OidcClient } from './oidc-client';
import { renderLogOutConfirmation } from './pages';
import { requestLogger } from '../request-id';

/**
 * Log-out ends the session only on a POST that provably comes from the portal:
 * the SPA's form (the browser marks it `Sec-Fetch-Site: same-origin`, or sends
 * the portal's `Origin`) or a script call with `X-CSRF: 1` (which no other site
 * can send without a CORS grant). A GET —
 * a link, an image, a redirect from anywhere — only asks, so no other page can
 * sign the user out.
 */
export function createLogOutRouter(config: Config, client: OidcClient, logger: Logger): Router {
  const router = Router();
  // Fetch Metadata first: with the portal's `Referrer-Policy: no-referrer` a
  // browser sends `Origin: null` on a form POST, but it always says truthfully
  // whether the request came from the same origin — and no page can forge it.
  const fromThePortal = (req: Request) =>
    req.get('sec-fetch-site') === 'same-origin' || req.get('x-csrf') === '1' || req.get('origin') === config.publicUrl.origin;

  router.get('/log-out', (req, res) => {
    if (!req.session?.auth) {
      res.redirect(303, '/');
      return;
    }
    res.set('Cache-Control', 'no-store').type('html').send(renderLogOutConfirmation());
  });

  router.post('/log-out', async (req, res) => {
    if (!fromThePortal(req)) {
      res
        .status(403)
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderLogOutConfirmation('That sign-out request did not come from the Partner Portal, so you are still signed in.'));
      return;
    }
    const auth = req.session?.auth;
    if (req.session) await destroySession(req.session);
    res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
    if (!auth) {
      res.redirect(303, '/');
      return;
    }
    // Each identity-provider call carries this request's id (oidc-client.ts).
    const configuration = await onBehalfOf(req.requestId, () => client.configuration());
    if (configuration.serverMetadata().revocation_endpoint) {
      // Both tokens (issue 22): the access token was shown on /token and
      // would otherwise work until it expires. A failure is logged, not
      // shown: the session is gone either way.
      const revoke = (token: string, hint: 'refresh_token' | 'access_token') =>
        onBehalfOf(req.requestId, () => oidc.tokenRevocation(configuration, token, { token_type_hint: hint })).catch((error: unknown) => requestLogger(logger, req).warn({ err: error, hint }, 'token revocation failed'));
      await Promise.all([auth.refreshToken ? revoke(auth.refreshToken, 'refresh_token') : undefined, revoke(auth.accessToken, 'access_token')]);
    }
    if (!configuration.serverMetadata().end_session_endpoint) {
      res.redirect(303, '/');
      return;
    }
    const endSession = oidc.buildEndSessionUrl(configuration, {
      post_logout_redirect_uri: new URL('/', config.publicUrl).href,
      ...(auth.idToken ? { id_token_hint: auth.idToken } : {}),
    });
    res.redirect(303, endSession.href);
  });

  return router;
}
