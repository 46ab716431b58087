import { Router } from 'express';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { SignInMetrics } from '../metrics/metrics';
import { HttpError } from '../errors';
import { regenerateSession, saveSession } from '../session/promises';
import type { AuthState, PendingLogin } from '../session/types';
import { onBehalfOf, type OidcClient } from './oidc-client';
import type { PendingLogins } from './pending-logins';
import { renderSignInProblem } from './pages';
import { DEFAULT_RETURN_TO, landingAfterSignIn } from './return-to';
import { identityFromClaims } from './signed-in-identity';
import { accessTokenExpiry } from './token-expiry';
import { requestLogger } from '../request-id';

/** Exactly one non-empty code, and the issuer's own `iss` when it says it sends one (RFC 9207). */
function isWellFormedCallback(params: URLSearchParams, metadata: oidc.ServerMetadata): boolean {
  const codes = params.getAll('code');
  if (codes.length !== 1 || !/^[\x21-\x7e]+$/.test(codes[0] ?? '')) return false;
  const issuers = params.getAll('iss');
  if (metadata.authorization_response_iss_parameter_supported) return issuers.length === 1 && issuers[0] === metadata.issuer;
  return issuers.length === 0 || (issuers.length === 1 && issuers[0] === metadata.issuer);
}

/** `/login` and `/login/oauth`: authorization code + PKCE + state + nonce. */
export function createAuthRouter(config: Config, client: OidcClient, pendingLogins: PendingLogins, logger: Logger, metrics?: SignInMetrics): Router {
  const router = Router();

  router.get('/login', async (req, res) => {
    const returnTo = landingAfterSignIn(req.query.return_to);
    if (req.session.auth) {
      res.redirect(303, returnTo);
      return;
    }
    // Each identity-provider call carries this request's id (oidc-client.ts).
    const configuration = await onBehalfOf(req.requestId, () => client.configuration());
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingLogin = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      returnTo,
      startedAt: Date.now(),
    };
    await pendingLogins.start(req, res, pending);
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: config.oidc.redirectUri,
      scope: config.oidc.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(config.oidc.prompt ? { prompt: config.oidc.prompt } : {}),
    });
    metrics?.started();
    res.redirect(303, authorizationUrl.href);
  });

  router.get('/login/oauth', async (req, res) => {
    const state = typeof req.query.state === 'string' ? req.query.state : undefined;
    const attempts = pendingLogins.attemptsOf(req);
    const mine = attempts.find((attempt) => attempt.state === state);
    const pending = mine ? await pendingLogins.take(res, mine.state) : undefined;
    if (!pending) {
      // Spec §2: a state mismatch restarts sign-in — when this browser has a sign-in in progress.
      const other = attempts.find((attempt) => attempt.state !== state);
      const restart = other ? await pendingLogins.peek(other.state) : undefined;
      if (restart) {
        metrics?.failed('state_mismatch');
        res.redirect(303, `/login?return_to=${encodeURIComponent(restart.returnTo)}`);
        return;
      }
      // No sign-in in progress in this browser (expired, already used, or a forged link):
      // never sign in, and don't redirect automatically, which could loop.
      metrics?.failed('expired_or_used');
      res.status(400).type('html').send(renderSignInProblem('Your sign-in link has expired or was already used.'));
      return;
    }
    if (typeof req.query.error === 'string') {
      const description = typeof req.query.error_description === 'string' ? req.query.error_description : req.query.error;
      metrics?.failed('idp_refused');
      res.status(400).type('html').send(renderSignInProblem(`The identity provider refused the sign-in: ${description}`));
      return;
    }

    const configuration = await onBehalfOf(req.requestId, () => client.configuration());
    if (!isWellFormedCallback(new URL(req.originalUrl, config.publicUrl).searchParams, configuration.serverMetadata())) {
      // openid-client refuses these itself, with the error it also uses for a bad token
      // response (a provider fault, 502); a malformed callback is the browser's, 400.
      metrics?.failed('malformed_callback');
      res.status(400).type('html').send(renderSignInProblem('The sign-in could not be completed.'));
      return;
    }
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await onBehalfOf(req.requestId, () =>
        oidc.authorizationCodeGrant(configuration, new URL(req.originalUrl, config.publicUrl), {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        }),
      );
    } catch (error) {
      if (error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError) {
        // e.g. a replayed or expired code: this attempt is over, start afresh.
        requestLogger(logger, req).info({ error: error.error }, 'authorization code exchange refused');
        metrics?.failed('code_refused');
        res.status(400).type('html').send(renderSignInProblem('The sign-in could not be completed.'));
        return;
      }
      metrics?.failed('idp_unavailable');
      throw new HttpError(502, 'identity_provider_unavailable', 'The identity provider cannot be reached.', { cause: error });
    }

    const identity = identityFromClaims(tokens.claims(), config.admin);
    if (!identity) {
      metrics?.failed('no_identity');
      throw new HttpError(502, 'identity_provider_error', 'The identity provider did not say who signed in.');
    }
    const now = Date.now();
    const auth: AuthState = {
      ...identity,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
      idToken: tokens.id_token,
      accessTokenExpiresAt: accessTokenExpiry(tokens.expires_in, now),
      signedInAt: now,
      lastSeenAt: now,
    };
    // A new session id at sign-in, so an id planted before sign-in (fixation) is worthless.
    await regenerateSession(req.session);
    req.session.auth = auth;
    req.session.tokenVersion = 0;
    await saveSession(req.session);
    metrics?.completed();
    res.redirect(303, pending.returnTo || DEFAULT_RETURN_TO);
  });

  return router;
}
