import http from 'node:http';
import https from 'node:https';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { sendError } from '../errors';
import { REQUEST_ID_HEADER, requestLogger } from '../request-id';
import type { FailureLog } from '../failure-log';
import type { UpstreamMetrics } from '../metrics/metrics';
import type { UpstreamTracing } from '../tracing/tracing';
import { forwardableRequestHeaders, forwardableResponseHeaders, isUpstreamRedirect } from './header-policy';
import { isTokenRefusal, type TokenRefusalRule } from './token-refusal';
import { upstreamPath } from './upstream-path';

export interface UpstreamProxyOptions {
  /** Base URL the prefix maps onto, e.g. `http://127.0.0.1:4002/api/v3`. */
  target: string;
  timeoutMs: number;
  /** Headers this upstream needs on every call (platform Accept/Origin). */
  headers: Record<string, string>;
  /**
   * Browser headers only this upstream takes, beyond the shared allowlist
   * (header-policy.ts), lowercase: the registry's `heroku-two-factor-code`.
   */
  passHeaders?: readonly string[];
  /** The portal's public host (PUBLIC_URL), sent as X-Forwarded-Host. */
  publicHost: string;
  /**
   * Called when the upstream refuses the session's token (401), before the browser
   * is answered: `ended` when the session could not be saved by a refresh and is
   * over (the browser gets the BFF's own 401), `refreshed` when it was (the
   * upstream's 401 is relayed; the SPA's next sign-in round trip finds a working session).
   */
  onRejectedToken?: (res: Response) => Promise<'ended' | 'refreshed'>;
  /** Which 401s are the token's refusal at this upstream (token-refusal.ts); others are relayed as they are. */
  tokenRefusal?: TokenRefusalRule;
  logger: Logger;
  failures: FailureLog;
  /**
   * A public upstream path: no bearer token is sent (there may be no session at
   * all), and the request goes to the target's path itself, whatever the
   * browser's path and query below the mount were.
   */
  anonymous?: boolean;
  /** This upstream's metrics (durations, errors by kind, token refusals); none when metrics are off. */
  metrics?: UpstreamMetrics | undefined;
  /** This upstream's client spans and `traceparent` (bff/tracing); none when tracing is off. */
  tracing?: UpstreamTracing | undefined;
}

/** Errors of a request body the upstream stopped reading: it has answered, or is about to. */
const BODY_WRITE_ERRORS = new Set(['EPIPE', 'ECONNRESET']);

/**
 * Streams a request to one upstream with the session's bearer token, over pooled
 * keep-alive sockets (a new TCP connection per call would halve throughput).
 * Only allowlisted headers cross, either way (header-policy.ts): the browser's
 * cookies and forwarding claims never leave the BFF, and upstream cookies,
 * security headers and redirects never reach the browser.
 * Upstream down → 502, no answer within the timeout → 504, a redirect → 502,
 * all `{id, message}`. Protocol upgrades are refused before this (refuseUpgrade).
 *
 * Plain node:http, as the benchmark's baseline proxy is: a proxy library's
 * generality (event plumbing, options copied per call, url.parse) cost a
 * measurable share of the hot path, and every header and answer is decided
 * here anyway.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const target = new URL(options.target);
  const secure = target.protocol === 'https:';
  const transport = secure ? https : http;
  const refusalRule = options.tokenRefusal ?? 'unless-other-challenge';
  const agent = new transport.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const origin = {
    // URL keeps IPv6 brackets in hostname; the socket wants the bare address.
    host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: target.port || (secure ? 443 : 80),
    agent,
  };
  const basePath = target.pathname.replace(/\/+$/, '');
  const fixedHeaders = Object.entries(options.headers);
  const passHeaders = options.passHeaders?.length ? new Set(options.passHeaders) : undefined;

  // The fast lane's calls become Express's before an answer that needs Express (fast-lane.ts).
  const answerError = (res: Response, status: number, id: string, message: string) => {
    res.locals.toExpress?.();
    sendError(res, status, id, message);
  };
  const { metrics } = options;
  const unreachable = (error: NodeJS.ErrnoException, res: Response) => {
    metrics?.failed(error.code === 'ECONNREFUSED' ? 'refused' : 'unreachable');
    options.failures.report('upstream_unavailable', error, { target: options.target, requestId: res.req.requestId });
    answerError(res, 502, 'upstream_unavailable', 'The service is unavailable. Please try again shortly.');
  };

  return (req, res) => {
    const headers = forwardableRequestHeaders(req.headers, passHeaders);
    // The upstream's own name (URL.host omits a default port, as Host must).
    headers.host = target.host;
    if (!options.anonymous) headers.authorization = `Bearer ${res.locals.accessToken}`;
    for (const [name, value] of fixedHeaders) headers[name] = value;
    // Who the client is as the BFF sees it (req.ip honours `trust proxy`), not as the client claims.
    if (req.ip) headers['x-forwarded-for'] = req.ip;
    headers['x-forwarded-proto'] = req.protocol;
    headers['x-forwarded-host'] = options.publicHost;
    // The same id the browser gets back, so the upstream's log lines join the BFF's (request-id.ts).
    if (req.requestId) headers[REQUEST_ID_HEADER] = req.requestId;
    const span = options.tracing?.start(req, headers);

    let timedOut = false;
    let answered = false;
    const started = metrics ? performance.now() : 0;
    const path = options.anonymous ? target.pathname : upstreamPath(basePath, req.url);
    const outgoing = transport.request({ ...origin, method: req.method, path, headers });
    outgoing.setTimeout(options.timeoutMs, () => {
      timedOut = true;
      outgoing.destroy(new Error(`upstream did not answer within ${options.timeoutMs} ms`));
    });
    // A browser that goes away takes its upstream call with it.
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });

    outgoing.on('response', (upstream) => {
      answered = true;
      span?.answered(upstream.statusCode ?? 502);
      metrics?.answered(upstream.statusCode ?? 502, (performance.now() - started) / 1000);
      if (isUpstreamRedirect(upstream.statusCode)) {
        metrics?.failed('redirect');
        // Following it would need the upstream's internal address; passing it on would
        // show that address to the browser. Nothing the SPA calls redirects by contract.
        upstream.resume();
        requestLogger(options.logger, req).warn(
          { target: options.target, path: req.url, status: upstream.statusCode, location: upstream.headers.location },
          'upstream answered with a redirect',
        );
        answerError(res, 502, 'upstream_redirect', 'The service answered unexpectedly. Please try again or contact support.');
        return;
      }
      const relay = () => {
        if (res.headersSent) {
          upstream.resume();
          return;
        }
        res.statusCode = upstream.statusCode ?? 502;
        const kept = forwardableResponseHeaders(upstream.headers, res);
        for (const name in kept) res.setHeader(name, kept[name] as string | string[]);
        res.setHeader('cache-control', 'no-store');
        upstream.pipe(res);
      };
      if (!options.onRejectedToken || !isTokenRefusal(refusalRule, upstream.statusCode, upstream.headers)) return relay();
      metrics?.tokenRefused();
      // The session's token was refused: deal with the session before the browser,
      // told 401, goes to sign in (and must find it either ended or working).
      res.locals.toExpress?.();
      options.onRejectedToken(res).then(
        (outcome) => {
          if (outcome === 'refreshed') return relay();
          upstream.resume();
          answerError(res, 401, 'unauthorized', 'no access token present');
        },
        (error: unknown) => {
          requestLogger(options.logger, req).warn({ err: error, path: req.url }, 'could not deal with a refused token');
          relay();
        },
      );
    });

    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      span?.failed(res.destroyed ? 'aborted' : timedOut ? 'timeout' : (error.code ?? 'error'));
      // The browser left (res closed): nobody to answer.
      if (res.destroyed) return;
      if (timedOut) {
        metrics?.failed('timeout');
        requestLogger(options.logger, req).warn({ target: options.target, path: req.url }, 'upstream timed out');
        answerError(res, 504, 'upstream_timeout', 'The service took too long to answer. Please try again.');
        return;
      }
      // An upstream may answer before reading a large body (a 401 to an upload) and
      // close: writing the rest then fails. Its answer is what the browser must get.
      if (answered) return;
      if (error.code && BODY_WRITE_ERRORS.has(error.code)) {
        // The answer may still be on its way: relay it if it comes, else 502.
        outgoing.once('close', () => {
          if (!answered) unreachable(error, res);
        });
        return;
      }
      unreachable(error, res);
    });
    // No Content-Length, no body (request-guards.ts refused chunked ones): end the
    // call at once rather than pipe an empty stream, which cost more than the header policy.
    if (req.headers['content-length'] === undefined) outgoing.end();
    else req.pipe(outgoing);
  };
}
