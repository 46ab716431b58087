import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { OidcClient } from './auth/oidc-client';
import { createLogOutRouter } from './auth/log-out';
import { createPendingLogins } from './auth/pending-logins';
import { createAuthRouter } from './auth/routes';
import { createSessionInfoRouter } from './auth/session-info';
import { createSessionRefresher } from './auth/session-refresher';
import { handleRejectedToken, requireAccessToken } from './auth/token-refresh';
import { canonicalHost } from './canonical-host';
import { BUILDPACK_REGISTRY_ACCEPT, type Config } from './config';
import { errorHandler, HttpError, sendError } from './errors';
import { withFastLane, type FastLaneMount } from './fast-lane';
import { createFailureLog } from './failure-log';
import { inSequence } from './in-sequence';
import { createHealthRouter } from './health/routes';
import type { Metrics, UpstreamName } from './metrics/metrics';
import type { Tracing } from './tracing/tracing';
import { PAGE_CSS, PAGE_STYLESHEET_PATH } from './html-page';
import { exactPathOnly, publicReadOnly } from './proxy/public-read';
import { limitBodySize, refuseUpgrade, rejectUnsafePath, requireCsrfHeader } from './proxy/request-guards';
import { createUpstreamProxy } from './proxy/upstream-proxy';
import { assignRequestId } from './request-id';
import type { TokenRefusalRule } from './proxy/token-refusal';
import { apiSecurityHeaders, spaSecurityHeaders, storybookSecurityHeaders } from './security-headers';
import { fastAccessToken, sessionTokenLookup } from './session/fast-access-token';
import { enforceSessionLifetime, isSignedInSession } from './session/lifetime';
import { createSessionMiddleware } from './session/middleware';
import type { SessionStore } from './session/store';
import { createPageSessionLookup } from './static/page-session';
import { refuseSourceMaps } from './static/source-maps';
import { createSpaRouter } from './static/spa';
import { createStorybookRouter } from './static/storybook';

export interface AppDependencies {
  logger: Logger;
  sessionStore: SessionStore;
  oidc: OidcClient;
  /** Present when METRICS_PORT is set (server.ts): the upstreams, sign-ins and refreshes count into it. */
  metrics?: Metrics | undefined;
  /** Present when OTEL_EXPORTER_OTLP_ENDPOINT is set (server.ts): each upstream call gets a client span and a traceparent. */
  tracing?: Tracing | undefined;
}

/**
 * Builds the BFF without listening (server.ts listens), so tests can mount it on
 * any port. Middleware order is deliberate: cheap checks that need no session
 * (path, CSRF header, body size) run before the session lookup, and proxied
 * bodies are streamed, never parsed.
 */
export function createApp(config: Config, deps: AppDependencies): { app: Express; listener: RequestListener } {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // The listener below gives every request its id first; this is for a server that serves the app alone (a no-op otherwise).
  app.use((req, res, next) => {
    assignRequestId(req, res);
    next();
  });

  const session: RequestHandler[] = [
    createSessionMiddleware(config, deps.sessionStore.store),
    enforceSessionLifetime(config),
  ];
  const failures = createFailureLog(deps.logger);
  const refresher = createSessionRefresher(config, deps.oidc, deps.sessionStore.store, deps.metrics?.tokenRefreshes);
  const upstreamMetrics = (name: UpstreamName) => deps.metrics?.upstream(name);
  const accessToken = requireAccessToken(config, refresher, deps.logger);
  const onRejectedToken = handleRejectedToken(config, refresher, deps.sessionStore.store, deps.logger);
  const apiHeaders = apiSecurityHeaders(config);

  // Health first: probes address the pod by IP, not by the public name. Mounted on
  // its two paths only, so other requests skip the health router's own matching.
  app.get(['/healthz', '/readyz'], createHealthRouter(deps.sessionStore.isReady));
  app.use(canonicalHost(config.publicUrl));
  app.get(PAGE_STYLESHEET_PATH, (_req, res) => {
    res.type('css').set('Cache-Control', 'public, max-age=3600').send(PAGE_CSS);
  });

  // tokenRefusal: the partner and platform APIs answer 401 for the token only;
  // the code-hosting service also for an account that is not linked, so only its
  // RFC 6750 invalid_token challenge costs the session (token-refusal.ts).
  const upstreams: {
    prefix: string;
    name: UpstreamName;
    target: string;
    headers: Record<string, string>;
    passHeaders?: readonly string[];
    tokenRefusal: TokenRefusalRule;
  }[] = [
    {
      prefix: '/api/v3',
      name: 'partner_api',
      target: new URL('api/v3', withSlash(config.upstreams.partnerApi)).href,
      headers: { accept: 'application/json' },
      tokenRefusal: 'unless-other-challenge',
    },
    {
      prefix: '/platform',
      name: 'platform_api',
      target: config.upstreams.platformApi,
      headers: { accept: config.platformApiAccept, origin: config.publicUrl.origin },
      tokenRefusal: 'unless-other-challenge',
    },
    { prefix: '/code-hosting', name: 'code_hosting', target: config.upstreams.codeHostingApi, headers: {}, tokenRefusal: 'challenge' },
    {
      // Reads need no token there, but the BFF's mounts are for signed-in users
      // and send the bearer anyway; a second factor crosses for this upstream only.
      prefix: '/buildpack-registry',
      name: 'buildpack_registry',
      target: config.upstreams.buildpackRegistry,
      headers: { accept: BUILDPACK_REGISTRY_ACCEPT },
      passHeaders: ['heroku-two-factor-code'],
      tokenRefusal: 'unless-other-challenge',
    },
  ];
  // The public changelog: anyone may read it, so anyone could make the BFF and the partner API work
  // for nothing in a loop: bounded per client like sign-in (issue 32 §5.5).
  const changelogRateLimit = rateLimit({
    windowMs: 60_000,
    limit: config.changelogRateLimitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, 'too_many_requests', 'Too many requests for the changelog. Please wait a minute.'),
  });
  // The one public upstream path (spec §2: /changelog, readable without signing in).
  // Before the signed-in mount of /api/v3 and without the session middleware: no
  // cookie is read or set, no bearer is sent, and the visitor never meets a 401.
  app.use(
    PUBLIC_CHANGELOG_PATH,
    exactPathOnly(
      inSequence([
        apiHeaders,
        changelogRateLimit,
        refuseUpgrade,
        publicReadOnly,
        limitBodySize(0),
        createUpstreamProxy({
          target: new URL('api/v3/changelog', withSlash(config.upstreams.partnerApi)).href,
          headers: { accept: 'application/json' },
          timeoutMs: config.upstreamTimeoutMs,
          publicHost: config.publicUrl.host,
          logger: deps.logger,
          failures,
          anonymous: true,
          metrics: upstreamMetrics('partner_api'),
          tracing: deps.tracing?.upstream('partner_api'),
        }),
      ]),
    ),
  );

  const proxyGuards = [apiHeaders, refuseUpgrade, rejectUnsafePath, requireCsrfHeader, limitBodySize(config.bodyLimitBytes)];
  // One session lookup for all the upstreams and the fast lane, so a cookie verified for one is known to the others.
  const sessionToken = sessionTokenLookup(config, deps.sessionStore.store);
  const sessionAccessToken = fastAccessToken(sessionToken, [...session, accessToken]);
  const fastLaneMounts: FastLaneMount[] = [];
  for (const upstream of upstreams) {
    const proxy = createUpstreamProxy({
      target: upstream.target,
      headers: upstream.headers,
      ...(upstream.passHeaders ? { passHeaders: upstream.passHeaders } : {}),
      timeoutMs: config.upstreamTimeoutMs,
      publicHost: config.publicUrl.host,
      onRejectedToken,
      tokenRefusal: upstream.tokenRefusal,
      logger: deps.logger,
      failures,
      metrics: upstreamMetrics(upstream.name),
      tracing: deps.tracing?.upstream(upstream.name),
    });
    // One router layer per upstream: every layer is matched against every request.
    app.use(upstream.prefix, inSequence([...proxyGuards, sessionAccessToken, proxy]));
    // The public changelog's mount comes first in the router, for any case of its path and anything below it.
    const publicBelow = PUBLIC_CHANGELOG_PATH.startsWith(`${upstream.prefix}/`) ? PUBLIC_CHANGELOG_PATH.slice(upstream.prefix.length) : undefined;
    fastLaneMounts.push({
      prefix: upstream.prefix,
      proxy,
      ...(publicBelow ? { routedElsewhere: (below: string) => below.toLowerCase().startsWith(publicBelow) } : {}),
    });
  }

  app.use('/bff', apiHeaders, requireCsrfHeader, ...session, createSessionInfoRouter(accessToken));
  app.use('/bff', () => {
    throw new HttpError(404, 'not_found', 'No such endpoint.');
  });

  const loginRateLimit = rateLimit({
    windowMs: 60_000,
    limit: config.loginRateLimitPerMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => sendError(res, 429, 'too_many_requests', 'Too many sign-in attempts. Please wait a minute.'),
  });
  const spaHeaders = spaSecurityHeaders(config);
  app.use(['/login', '/log-out'], loginRateLimit, spaHeaders, ...session);
  app.use(
    createAuthRouter(config, deps.oidc, createPendingLogins(config, deps.sessionStore.store), deps.logger, deps.metrics?.signIns),
    createLogOutRouter(config, deps.oidc, deps.logger),
  );

  // Source maps would hand anyone the SPA's and gallery's source: the build
  // keeps them out of dist/web, and none is served even if one is on disk,
  // however its path is encoded (issue 22, issue 32 §5.1).
  app.use(refuseSourceMaps);

  app.use(
    '/ui-components',
    storybookSecurityHeaders(config),
    createStorybookRouter({
      dir: config.storybookDir,
      secret: config.session.secrets[0],
      // An hour at most (issue 22): a copied link should not outlive a coffee break.
      lifetimeMs: Math.min(config.session.maxAgeMs, GALLERY_LINK_MAX_MS),
      sessionAlive: (sessionId) => isSignedInSession(deps.sessionStore.store, sessionId, config.session),
      signedIn: [...session, redirectToSignIn],
    }),
  );

  app.use(spaHeaders, createSpaRouter(config.staticDir, deps.logger, config.uiFlags, createPageSessionLookup(config, deps.sessionStore.store)));
  app.use(() => {
    throw new HttpError(404, 'not_found', 'Not found.');
  });
  const handleError = errorHandler(deps.logger, failures);
  app.use(handleError);
  const fastLane = withFastLane({
    app,
    publicHost: config.publicUrl.host,
    bodyLimitBytes: config.bodyLimitBytes,
    securityHeaders: apiHeaders,
    sessionToken,
    handleError: (error, req, res) => handleError(error, req, res, () => {}),
    mounts: fastLaneMounts,
  });
  const listener: RequestListener = (req, res) => {
    assignRequestId(req, res);
    fastLane(req, res);
  };
  return { app, listener };
}

/** Browser pages (not API calls) without a session go to sign-in and come back. */
const redirectToSignIn: RequestHandler = (req, res, next) => {
  if (req.session?.auth) return next();
  res.redirect(303, `/login?return_to=${encodeURIComponent(req.originalUrl)}`);
};

/** The partner API's public changelog, where the SPA reads it (the contract's `get /changelog`, web/src/api/changelog.ts). */
const PUBLIC_CHANGELOG_PATH = '/api/v3/changelog';
/** The component gallery's links last an hour at most (issue 22). */
const GALLERY_LINK_MAX_MS = 3_600_000;

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
