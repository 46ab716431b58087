import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendError } from '../errors';
import { forwardableResponseHeaders, isUpstreamRedirect, keepForwardableRequestHeaders } from './header-policy';

export interface UpstreamProxyOptions {
  /** Base URL the prefix maps onto, e.g. `http://127.0.0.1:4002/api/v3`. */
  target: string;
  timeoutMs: number;
  /** Headers this upstream needs on every call (platform Accept/Origin). */
  headers: Record<string, string>;
  /** The portal's public host (PUBLIC_URL), sent as X-Forwarded-Host. */
  publicHost: string;
  logger: Logger;
}

const TIMED_OUT = Symbol('upstream timed out');
type ProxiedRequest = Request & { [TIMED_OUT]?: boolean };

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
    // Our own error responses replace the library's plain-text ones.
    ejectPlugins: true,
    plugins: [proxyEventsPlugin as unknown as Plugin<Request, Response>],
    on: {
      proxyReq(proxyReq, req, res) {
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
        if (isUpstreamRedirect(proxyRes.statusCode)) {
          // Following it would need the upstream's internal address; passing it on would
          // show that address to the browser. Nothing the SPA calls redirects by contract.
          proxyRes.resume();
          options.logger.warn(
            { target: options.target, path: req.url, status: proxyRes.statusCode, location: proxyRes.headers.location },
            'upstream answered with a redirect',
          );
          // Ends the response, so the library neither copies headers nor pipes the body.
          sendError(res, 502, 'upstream_redirect', 'The service answered unexpectedly. Please try again or contact support.');
          return;
        }
        // The library copies what is left onto the response after this hook.
        proxyRes.headers = forwardableResponseHeaders(proxyRes.headers, res);
        res.setHeader('cache-control', 'no-store');
      },
      error(error, req, res) {
        // `res` is a socket for WebSocket upgrades, which are not proxied.
        if (!('status' in res)) return;
        if ((req as ProxiedRequest)[TIMED_OUT]) {
          options.logger.warn({ target: options.target, path: req.url }, 'upstream timed out');
          sendError(res, 504, 'upstream_timeout', 'The service took too long to answer. Please try again.');
          return;
        }
        options.logger.warn({ err: error, target: options.target, path: req.url }, 'upstream unreachable');
        sendError(res, 502, 'upstream_unavailable', 'The service is unavailable. Please try again shortly.');
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
