import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config';

declare module 'express-serve-static-core' {
  interface Locals {
    /** Per-response CSP nonce, substituted into the SPA's index.html. */
    cspNonce?: string;
  }
}

const common = (config: Config) => ({
  // HSTS and upgrade-insecure-requests only make sense where the portal is served over HTTPS.
  strictTransportSecurity: config.session.cookieSecure,
  crossOriginEmbedderPolicy: false,
});

/**
 * API and /bff answers are JSON: nothing in them may load or frame anything.
 * These headers never vary, so helmet computes them once at start-up and every
 * response gets the stored list (helmet's 13 middlewares per call are measurable
 * on the proxy's hot path).
 */
export function apiSecurityHeaders(config: Config): RequestHandler {
  const headers = headersSetBy(
    helmet({
      ...common(config),
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    }),
  );
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** The headers a request-independent middleware sets, captured by running it once. */
function headersSetBy(middleware: RequestHandler): [string, string | string[]][] {
  const captured = new Map<string, string | string[]>();
  const response = {
    setHeader: (name: string, value: string | string[]) => captured.set(name.toLowerCase(), value),
    removeHeader: (name: string) => captured.delete(name.toLowerCase()),
    getHeader: (name: string) => captured.get(name.toLowerCase()),
  };
  let called = false;
  middleware({} as never, response as never, () => {
    called = true;
  });
  if (!called) throw new Error('security headers middleware did not complete synchronously');
  return [...captured];
}

/**
 * The SPA: scripts and styles only from this origin or carrying this response's
 * nonce (Vite stamps it on its tags; emotion on the styles MUI injects). No
 * 'unsafe-inline', no 'unsafe-eval'.
 */
export function spaSecurityHeaders(config: Config): RequestHandler {
  const withNonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const headers = helmet({
    ...common(config),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce],
        styleSrc: ["'self'", nonce],
        // blob: previews a picked file before it is uploaded.
        imgSrc: ["'self'", 'data:', 'blob:', ...config.imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // Sign-out posts a form that redirects to the identity provider.
        formAction: ["'self'", config.oidc.issuer.origin],
        ...(config.session.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  });
  return (req, res, next) => withNonce(req, res, () => headers(req, res, next));
}

/**
 * The built Storybook gallery: its own, looser policy (Storybook's bootstrap is
 * inline scripts and styles) — only under /ui-components, only for signed-in users.
 *
 * Every response is sandboxed without `allow-same-origin`: the gallery runs in an
 * opaque origin, not the portal's. Whatever script ends up in it (a story, an addon,
 * an injected inline script) can neither read `document.cookie` nor call /bff/token
 * or the API proxies with the session: from an opaque origin those requests are
 * cross-origin, which the portal never allows (no CORS), and the SameSite=Lax
 * session cookie is not sent with them. What the gallery does need is granted:
 * scripts, popups (links, "open in new tab") that leave the sandbox, forms and
 * downloads — but no modals, top-level navigation, storage or cookies.
 *
 * Consequences of the opaque origin, handled here and in static/storybook.ts:
 * - The gallery's own files are cross-origin to it, so they are served with
 *   `Cross-Origin-Resource-Policy: cross-origin` (and CORS for module scripts).
 * - The manager page frames iframe.html (the story preview), but `frame-ancestors`
 *   can name no opaque origin ('self' does not match one): iframe.html has no
 *   frame-ancestors and no X-Frame-Options. It is sandboxed too, so whoever
 *   frames it gets nothing of the portal. Every other page may not be framed at all.
 */
export function storybookSecurityHeaders(config: Config): RequestHandler {
  const policy = (framing: { frameAncestors?: string[] }) =>
    helmet({
      ...common(config),
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          ...framing,
          sandbox: ['allow-scripts', 'allow-popups', 'allow-popups-to-escape-sandbox', 'allow-forms', 'allow-downloads'],
        },
      },
      frameguard: framing.frameAncestors ? { action: 'deny' } : false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
  const preview = policy({});
  const everythingElse = policy({ frameAncestors: ["'none'"] });
  return (req, res, next) => (/(^|\/)iframe\.html$/.test(req.path) ? preview : everythingElse)(req, res, next);
}
