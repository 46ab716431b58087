import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { sessionStoreUnavailable } from './errors';
import { asksForUpgrade, bodySizeRefusal, hasCsrfHeader, isSafeProxyPath } from './proxy/request-guards';
import type { SessionToken } from './session/fast-access-token';

declare module 'node:http' {
  interface IncomingMessage {
    /** Set when the fast lane took the call (the metrics' `lane` label). */
    viaFastLane?: boolean;
  }
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set on calls the fast lane took: makes req and res Express's before anything needs Express (an error answer, a cookie). */
    toExpress?: () => void;
    /** Set when the fast lane looked the session up and found it needs the full path (a write, a refresh, none). */
    sessionNeedsFullPath?: boolean;
  }
}

export interface FastLaneMount {
  /** The mount path, exactly as the browser sends it (`/api/v3`). */
  prefix: string;
  /** Whether a path below the prefix belongs to an earlier mount (the public changelog): Express routes those. */
  routedElsewhere?: (pathBelow: string) => boolean;
  /** The mount's upstream proxy (createUpstreamProxy). */
  proxy: RequestHandler;
}

export interface FastLaneOptions {
  app: Express;
  publicHost: string;
  bodyLimitBytes: number;
  /** The API security headers, as apiSecurityHeaders sets them. */
  securityHeaders: RequestHandler;
  sessionToken: (cookieHeader: string | undefined) => Promise<SessionToken | undefined> | undefined;
  /** The Express app's error handler: answers any failure as Express would. */
  handleError: (error: unknown, req: Request, res: Response) => void;
  mounts: readonly FastLaneMount[];
}

/*
 * Express's own readings of a request under `trust proxy`, called on a small
 * view of the raw request rather than copied, so the fast lane and Express
 * cannot disagree about the client's host, address or protocol.
 */
const expressGetter = (name: 'host' | 'ip' | 'protocol') => {
  const getter = Object.getOwnPropertyDescriptor(express.request, name)?.get;
  if (!getter) throw new Error(`express.request has no ${name} getter`);
  return getter;
};
const hostOf = expressGetter('host');
const ipOf = expressGetter('ip');
const protocolOf = expressGetter('protocol');
const headerOf = express.request.get;

/**
 * The proxied calls' way past Express (issue 24). Express gives each request
 * its own prototypes (`setPrototypeOf` on req and res), which makes every
 * stream and HTTP internal that touches them slower, and walks its router:
 * together more than half of what the BFF added to a bare proxy's cost per
 * call. So the server's listener first looks at each request itself, and
 * takes it only on the proxies' one common path — the portal's own host, a
 * mount's exact prefix, the guards all passed, a live session that needs
 * nothing written. It then does what Express would: the same checks (the
 * guards' own predicates), the security headers, the token, the same proxy.
 * Anything else — another path, a refused guard, no or an ended session, a
 * due refresh — goes to Express untouched, which decides and answers as
 * before. If the proxy later needs Express (an error page, clearing the
 * cookie), `res.locals.toExpress` gives req and res their Express prototypes
 * first, as Express would have.
 */
export function withFastLane(options: FastLaneOptions): RequestListener {
  const { app, mounts } = options;
  const expectedHost = options.publicHost.toLowerCase();
  const toExpress = (req: IncomingMessage, res: ServerResponse) => () => {
    if (Object.getPrototypeOf(res) === app.response) return;
    Object.assign(req, { res });
    Object.assign(res, { req });
    Object.setPrototypeOf(req, app.request);
    Object.setPrototypeOf(res, app.response);
  };

  /** As the router leaves a request for a mounted handler: the path below the prefix. */
  const mountOnto = (req: IncomingMessage, mount: FastLaneMount) => {
    const original = req.url as string;
    Object.assign(req, { originalUrl: original, baseUrl: mount.prefix, url: original.slice(mount.prefix.length) });
  };

  const take = (req: IncomingMessage, res: ServerResponse, view: RequestView, mount: FastLaneMount, token: SessionToken) => {
    req.viaFastLane = true;
    mountOnto(req, mount);
    Object.assign(req, { ip: ipOf.call(view) as string | undefined, protocol: protocolOf.call(view) as string });
    const expressRes = res as unknown as Response;
    expressRes.locals = { accessToken: token.accessToken, sessionId: token.sessionId, toExpress: toExpress(req, res) };
    options.securityHeaders(req as Request, expressRes, noNext);
    mount.proxy(req as Request, expressRes, noNext);
  };

  const commonPathMount = (req: IncomingMessage, view: RequestView): FastLaneMount | undefined => {
    const url = req.url ?? '';
    for (const mount of mounts) {
      if (!url.startsWith(mount.prefix) || url.charCodeAt(mount.prefix.length) !== SLASH) continue;
      const below = url.slice(mount.prefix.length);
      const { headers } = req;
      const taken =
        (hostOf.call(view) as string | undefined)?.toLowerCase() === expectedHost &&
        !mount.routedElsewhere?.(below) &&
        !asksForUpgrade(headers) &&
        isSafeProxyPath(below) &&
        hasCsrfHeader(headers) &&
        bodySizeRefusal(headers, options.bodyLimitBytes) === undefined;
      return taken ? mount : undefined;
    }
    return undefined;
  };

  /**
   * As Express's error handler sees a request, its router having put the mount's prefix back.
   * With the API security headers, which Express's mount sets before anything can fail:
   * the store's 503 comes before take() set them (issue 32 §5.3).
   */
  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    const original = (req as Partial<Request>).originalUrl ?? req.url;
    Object.assign(req, { url: original, originalUrl: original, baseUrl: '' });
    toExpress(req, res)();
    if (!res.headersSent) options.securityHeaders(req as Request, res as unknown as Response, noNext);
    options.handleError(error, req as Request, res as unknown as Response);
  };

  return (req, res) => {
    const view: RequestView = { app, socket: req.socket, headers: req.headers, get: headerOf };
    const mount = commonPathMount(req, view);
    const lookup = mount && options.sessionToken(req.headers.cookie);
    if (!mount || !lookup) return app(req, res);
    lookup.then(
      (token) => {
        // Express keeps these locals: its proxy mount goes straight to the full session path, not reading the store again.
        if (!token) {
          (res as unknown as Response).locals = { sessionNeedsFullPath: true };
          return app(req, res);
        }
        // A throw here would be an unhandled rejection; Express's router would have caught it (a 500).
        try {
          take(req, res, view, mount, token);
        } catch (error) {
          fail(req, res, error);
        }
      },
      (error: unknown) => fail(req, res, sessionStoreUnavailable(error)),
    );
  };
}

/** What Express's host, ip and protocol getters read: the app's settings and the request's socket and headers. */
interface RequestView {
  app: Express;
  socket: IncomingMessage['socket'];
  headers: IncomingMessage['headers'];
  get: typeof headerOf;
}

const noNext = () => {};
const SLASH = 0x2f;
