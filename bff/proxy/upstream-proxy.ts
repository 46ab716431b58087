import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendError } from '../errors';
import type { FailureLog } from '../failure-log';
import { forwardableResponseHeaders, isUpstreamRedirect, keepForwardableRequestHeaders } from './header-policy';

export interface UpstreamProxyOptions {
  /** Base URL the prefix maps onto, e.g. `http://127.0.0.1:4002/api/v3`. */
  target: string;
  timeoutMs: number;
  /** Headers this upstream needs on every call (platform Accept/Origin). */
  headers: Record<string, string>;
  /** The portal's public host (PUBLIC_URL), sent as X-Forwarded-Host. */
  publicHost: string;
  /**
   * Called when the upstream refuses the session's token (401), before the browser
   * is answered: `ended` when the session could not be saved by a refresh and is
   * over (the browser gets the BFF's own 401), `refreshed` when it was (the
   * upstream's 401 is relayed; the SPA's next sign-in round trip finds a working session).
   */
  onRejectedToken?: (res: Response) => Promise<'ended' | 'refreshed'>;
  logger: Logger;
  failures: FailureLog;
}

const TIMED_OUT = Symbol('upstream timed out');
const ANSWERED = Symbol('upstream answered');
const OUTGOING = Symbol('outgoing request');
type ProxiedRequest = Request & { [TIMED_OUT]?: boolean; [ANSWERED]?: boolean; [OUTGOING]?: http.ClientRequest };

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
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const unreachable = (error: Error, res: Response) => {
    options.failures.report('upstream_unavailable', error, { target: options.target });
    sendError(res, 502, 'upstream_unavailable', 'The service is unavailable. Please try again shortly.');
  };
  const secure = new URL(options.target).protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 })
    : new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

  const fixedHeaders = Object.entries(options.headers);

  const proxy = createProxyMiddleware<Request, Response>({
    target: options.target,
    changeOrigin: true,
    agent,
    xfwd: false,
    // The response is relayed by the proxyRes hook below: only allowlisted headers
    // are copied, and a 401 can wait for the session to be dealt with first.
    selfHandleResponse: true,
    // Our own error responses replace the library's plain-text ones.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin as unknown as Plugin<Request, Response>],
    on: {
      proxyReq(proxyReq, req, res) {
        (req as ProxiedRequest)[OUTGOING] = proxyReq;
        keepForwardableRequestHeaders(proxyReq, req.headers.connection);
        proxyReq.setHeader('authorization', `Bearer ${res.locals.accessToken}`);
        for (const [name, value] of fixedHeaders) proxyReq.setHeader(name, value);
        // Who the client is as the BFF sees it (req.ip honours `trust proxy`), not as the client claims.
        if (req.ip) proxyReq.setHeader('x-forwarded-for', req.ip);
        proxyReq.setHeader('x-forwarded-proto', req.protocol);
        proxyReq.setHeader('x-forwarded-host', options.publicHost);
        proxyReq.setTimeout(options.timeoutMs, () => {
          (req as ProxiedRequest)[TIMED_OUT] = true;
          proxyReq.destroy(new Error(`upstream did not answer within ${options.timeoutMs} ms`));
        });
      },
      proxyRes(proxyRes, req, res) {
        (req as ProxiedRequest)[ANSWERED] = true;
        if (isUpstreamRedirect(proxyRes.statusCode)) {
          // Following it would need the upstream's internal address; passing it on would
          // show that address to the browser. Nothing the SPA calls redirects by contract.
          proxyRes.resume();
          options.logger.warn(
            { target: options.target, path: req.url, status: proxyRes.statusCode, location: proxyRes.headers.location },
            'upstream answered with a redirect',
          );
          sendError(res, 502, 'upstream_redirect', 'The service answered unexpectedly. Please try again or contact support.');
          return;
        }
        const relay = () => {
          if (res.headersSent) {
            proxyRes.resume();
            return;
          }
          res.statusCode = proxyRes.statusCode ?? 502;
          const headers = forwardableResponseHeaders(proxyRes.headers, res);
          for (const name in headers) res.setHeader(name, headers[name] as string | string[]);
          res.setHeader('cache-control', 'no-store');
          proxyRes.pipe(res);
        };
        if (proxyRes.statusCode !== 401 || !options.onRejectedToken) return relay();
        // The session's token was refused: deal with the session before the browser,
        // told 401, goes to sign in (and must find it either ended or working).
        options.onRejectedToken(res).then(
          (outcome) => {
            if (outcome === 'refreshed') return relay();
            proxyRes.resume();
            sendError(res, 401, 'unauthorized', 'no access token present');
          },
          (error: unknown) => {
            options.logger.warn({ err: error, path: req.url }, 'could not deal with a refused token');
            relay();
          },
        );
      },
      error(error, req, res) {
        // `res` is a socket for WebSocket upgrades, which are not proxied.
        if (!('status' in res)) return;
        const proxied = req as ProxiedRequest;
        if (proxied[TIMED_OUT]) {
          options.logger.warn({ target: options.target, path: req.url }, 'upstream timed out');
          sendError(res, 504, 'upstream_timeout', 'The service took too long to answer. Please try again.');
          return;
        }
        // An upstream may answer before reading a large body (a 401 to an upload) and
        // close: writing the rest then fails. Its answer is what the browser must get.
        if (proxied[ANSWERED]) return;
        const outgoing = proxied[OUTGOING];
        const code = (error as NodeJS.ErrnoException).code;
        if (outgoing && code && BODY_WRITE_ERRORS.has(code)) {
          // The answer may still be on its way: relay it if it comes, else 502.
          outgoing.once('close', () => {
            if (!proxied[ANSWERED]) unreachable(error, res);
          });
          return;
        }
        unreachable(error, res);
      },
    },
  });
  return (req, res, next) => {
    // With Expect on the outgoing request, http-proxy sends its headers at once and
    // skips the proxyReq hook above: no filtering, no bearer. Node has already
    // answered the browser's 100-continue, so the header has done its job here.
    if (req.headers.expect !== undefined) delete req.headers.expect;
    return (proxy as unknown as RequestHandler)(req, res, next);
  };
}
