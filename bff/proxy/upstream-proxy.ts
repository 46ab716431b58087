import http from 'node:http';
import https from 'node:https';
import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, proxyEventsPlugin, type Plugin } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { sendError } from '../errors';

export interface UpstreamProxyOptions {
  /** Base URL the prefix maps onto, e.g. `http://127.0.0.1:4002/api/v3`. */
  target: string;
  timeoutMs: number;
  /** Headers this upstream needs on every call (platform Accept/Origin). */
  headers: Record<string, string>;
  logger: Logger;
}

const TIMED_OUT = Symbol('upstream timed out');
type ProxiedRequest = Request & { [TIMED_OUT]?: boolean };

/**
 * Streams a request to one upstream with the session's bearer token, over pooled
 * keep-alive sockets (a new TCP connection per call would halve throughput).
 * The browser's cookies never leave the BFF, and upstream cookies never reach it.
 * Upstream down → 502, no answer within the timeout → 504, both `{id, message}`.
 */
export function createUpstreamProxy(options: UpstreamProxyOptions): RequestHandler {
  const secure = new URL(options.target).protocol === 'https:';
  const agent = secure
    ? new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 })
    : new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });

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
        proxyReq.setHeader('authorization', `Bearer ${res.locals.accessToken}`);
        proxyReq.removeHeader('cookie');
        proxyReq.removeHeader('x-csrf');
        for (const [name, value] of Object.entries(options.headers)) proxyReq.setHeader(name, value);
        proxyReq.setTimeout(options.timeoutMs, () => {
          (req as ProxiedRequest)[TIMED_OUT] = true;
          proxyReq.destroy(new Error(`upstream did not answer within ${options.timeoutMs} ms`));
        });
      },
      proxyRes(proxyRes) {
        delete proxyRes.headers['set-cookie'];
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
  return proxy as unknown as RequestHandler;
}
