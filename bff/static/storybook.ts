import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler } from 'express';
import { sendError } from '../errors';

export interface StorybookRouterOptions {
  /** The built gallery (`npm run build:storybook`). */
  dir: string;
  /** Signs the gallery links: the session secret, which every replica shares. */
  secret: string;
  /** How long a gallery link works once handed out: as long as a session may last. */
  lifetimeMs: number;
  /** The session, then the sign-in redirect for visitors without one. */
  signedIn: RequestHandler[];
}

const HOUR_MS = 3_600_000;
/** `<expiry, base 36>.<HMAC-SHA256, base64url>`: never the name of a file or folder of the build. */
const LINK_KEY = /^([0-9a-z]{1,12})\.([\w-]{43})$/;

/**
 * The built Storybook at /ui-components, for signed-in users only.
 *
 * The gallery runs sandboxed in an opaque origin (storybookSecurityHeaders), so
 * that nothing in it can use the portal's session. For the same reason the browser
 * sends no cookie with anything the gallery loads itself: its scripts, styles,
 * fonts, index.json, the story frame. So those are served under a link that only
 * a signed-in user is handed, `/ui-components/<key>/…`, the key being an expiry
 * time and its HMAC:
 * - `/ui-components/…` without a valid key needs the session (else sign-in) and
 *   redirects to the same path under a fresh key;
 * - `/ui-components/<key>/…` serves the file. A page opened at the top level needs
 *   the session as well (that navigation does carry the cookie), so a copied or
 *   expired link sends a signed-out visitor to sign-in, never into the gallery.
 * A key opens the gallery's static files and nothing else: nothing in them is
 * personal, and all of it is the same for every user. Keys handed out within the
 * same hour are the same, so the browser's cache is not thrown away on each visit.
 */
export function createStorybookRouter(options: StorybookRouterOptions): Router {
  const dir = path.resolve(options.dir);
  const built = existsSync(path.resolve(dir, 'index.html'));
  const keys = galleryKeys(options.secret, options.lifetimeMs);
  const signedIn = Router().use(options.signedIn);
  // A person gets a page, a script JSON, as everywhere (errors.ts).
  const notFound: RequestHandler = (_req, res) => {
    sendError(res, 404, 'not_found', built ? 'Not found.' : 'The component gallery has not been built: run `npm run build:storybook`.');
  };

  const underKey = Router({ mergeParams: true });
  underKey.use((req: Request<{ key: string }>, _res, next) => next(keys.valid(req.params.key) ? undefined : 'router'));
  underKey.use((req, res, next) => (req.get('sec-fetch-dest') === 'document' ? signedIn(req, res, next) : next()));
  underKey.use(
    express.static(dir, {
      index: 'index.html',
      maxAge: '1h',
      setHeaders(res, file) {
        // Module scripts are fetched with CORS, and the gallery's opaque origin is
        // not this one. No credentials: the key in the path is what guards these.
        res.setHeader('access-control-allow-origin', '*');
        // Pages always come back here, so that the sign-in check above applies.
        if (file.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    }),
  );
  underKey.use(notFound);

  const router = Router();
  router.use('/:key', underKey);
  router.use(signedIn, (req, res) => {
    // An expired or forged key is dropped, the rest of the path kept.
    const [, first = '', rest = ''] = /^\/([^/?]*)(.*)$/.exec(req.url) ?? [];
    const withoutKey = LINK_KEY.test(first) ? rest : req.url;
    res.redirect(303, `${req.baseUrl}/${keys.issue()}${withoutKey.startsWith('/') ? '' : '/'}${withoutKey}`);
  });
  return router;
}

/** Gallery keys: an expiry time and its HMAC, under a key of their own derived from the secret. */
export function galleryKeys(secret: string, lifetimeMs: number) {
  const key = createHmac('sha256', secret).update('partner-portal /ui-components link key').digest();
  const sign = (expiry: string) => createHmac('sha256', key).update(expiry).digest('base64url');
  return {
    issue(now = Date.now()): string {
      const expiry = (Math.ceil((now + lifetimeMs) / HOUR_MS) * HOUR_MS).toString(36);
      return `${expiry}.${sign(expiry)}`;
    },
    valid(value: string, now = Date.now()): boolean {
      const match = LINK_KEY.exec(value);
      if (!match) return false;
      const [, expiry = '', mac = ''] = match;
      const expected = Buffer.from(sign(expiry));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) && parseInt(expiry, 36) > now;
    },
  };
}
