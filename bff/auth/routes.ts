import { Router, type Request, type Response } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { sessionCookieOptions } from '../session/middleware';
import { destroySession, regenerateSession, saveSession } from '../session/promises';
import type { AuthState } from '../session/types';
import type { OidcClient } from './oidc-client';
import { isPlatformAdmin } from './platform-admin';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';
import { accessTokenExpiry } from './token-expiry';
import { renderSignInProblem } from './sign-in-problem-page';

/** `/login`, `/login/oauth` and `/log-out`: authorization code + PKCE + state + nonce. */
export function createAuthRouter(config: Config, client: OidcClient, logger: Logger): Router {
  const router = Router();

  router.get('/login', async (req, res) => {
    const returnTo = safeReturnTo(req.query.return_to);
    if (req.session.auth) {
      res.redirect(303, returnTo);
      return;
    }
    const configuration = await client.configuration();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      returnTo,
      startedAt: Date.now(),
    };
    req.session.pendingLogin = pending;
    await saveSession(req.session);
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: config.oidc.redirectUri,
      scope: config.oidc.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      prompt: 'consent',
    });
    res.redirect(303, authorizationUrl.href);
  });

  router.get('/login/oauth', async (req, res) => {
    const pending = req.session.pendingLogin;
    if (!pending) {
      // No sign-in in progress in this browser (expired, already used, or a forged link):
      // never sign in, and don't redirect automatically, which could loop.
      res.status(400).type('html').send(renderSignInProblem('Your sign-in link has expired or was already used.'));
      return;
    }
    if (typeof req.query.state !== 'string' || req.query.state !== pending.state) {
      // Spec §2: a state mismatch restarts sign-in.
      delete req.session.pendingLogin;
      await saveSession(req.session);
      res.redirect(303, `/login?return_to=${encodeURIComponent(pending.returnTo)}`);
      return;
    }
    if (typeof req.query.error === 'string') {
      delete req.session.pendingLogin;
      await saveSession(req.session);
      const description = typeof req.query.error_description === 'string' ? req.query.error_description : req.query.error;
      res.status(400).type('html').send(renderSignInProblem(`The identity provider refused the sign-in: ${description}`));
      return;
    }

    const configuration = await client.configuration();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, new URL(req.originalUrl, config.publicUrl), {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
        // e.g. a replayed or expired code: this attempt is over, start afresh.
        logger.info({ error: error.error }, 'authorization code exchange refused');
        delete req.session.pendingLogin;
        await saveSession(req.session);
        res.status(400).type('html').send(renderSignInProblem('The sign-in could not be completed.'));
        return;
      }
      throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached.', { cause: error });
    }

    const claims = tokens.claims();
    const email = typeof claims?.email === 'string' ? claims.email : undefined;
    if (!claims || !email) throw new HttpError(502, 'identity_provider_error', 'The identity provider did not say who signed in.');
    const now = Date.now();
    const auth: AuthState = {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token,
      accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in, now),
      email,
      name: typeof claims.name === 'string' ? claims.name : email,
      isAdmin: isPlatformAdmin(email, config.admin),
      signedInAt: now,
      lastSeenAt: now,
    };
    // A new session id at sign-in, so an id planted before sign-in (fixation) is worthless.
    await regenerateSession(req.session);
    req.session.auth = auth;
    await saveSession(req.session);
    res.redirect(303, pending.returnTo || DEFAULT_RETURN_TO);
  });

  const logOut = async (req: Request, res: Response) => {
    // A cross-site page must not be able to sign the user out (GET links are not CSRF-proof).
    if (req.method === 'GET' && req.get('sec-fetch-site') === 'cross-site') {
      res.redirect(303, '/');
      return;
    }
    const auth = req.session?.auth;
    if (req.session) await destroySession(req.session);
    res.clearCookie(config.session.cookieName, sessionCookieOptions(config));
    if (!auth) {
      res.redirect(303, '/');
      return;
    }
    const configuration = await client.configuration();
    if (auth.refreshToken && configuration.serverMetadata().revocation_endpoint) {
      await oidc
        .tokenRevocation(configuration, auth.refreshToken, { token_type_hint: 'refresh_token' })
        .catch((error: unknown) => logger.warn({ err: error }, 'refresh token revocation failed'));
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
  };
  router.get('/log-out', logOut);
  router.post('/log-out', logOut);

  return router;
}
