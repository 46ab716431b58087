import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler } from 'express';
import { sendError } from '../errors';

export interface StorybookRouterOptions {
  /** The built gallery (`npm run build:storybook`). */
  dir: string;
  /** Signs the gallery links: the session secret, which every replica shares. */
  secret: string;
  /** How long a gallery link works once handed out (rounded up to the hour); never past its session. */
  lifetimeMs: number;
  /** Whether the session a link was handed to is still signed in (the link dies with it: log-out, expiry). */
  sessionAlive: (sessionId: string) => Promise<boolean>;
  /** The session, then the sign-in redirect for visitors without one. */
  signedIn: RequestHandler[];
}

const HOUR_MS = 3_600_000;
/** `<expiry, base 36>.<sealed session id, base64url>`: never the name of a file or folder of the build. */
const LINK_KEY = /^([0-9a-z]{1,12})\.([\w-]{40,400})$/;

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
 * personal, and all of it is the same for every user. It is tied to the session
 * it was handed to (issue 22): it carries that session's id, sealed (AES-256-GCM,
 * so it can be neither read nor made), and works only while that session is
 * signed in, and for an hour at most — so a copied link is dead after log-out.
 * Keys handed out to one session within the same hour are the same, so the
 * browser's cache is not thrown away on each visit.
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
  underKey.use((req: Request<{ key: string }>, _res, next) => {
    const sessionId = keys.open(req.params.key);
    if (sessionId === undefined) return next('router');
    options.sessionAlive(sessionId).then((alive) => next(alive ? undefined : 'router'), next);
  });
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
    res.redirect(303, `${req.baseUrl}/${keys.issue(req.sessionID)}${withoutKey.startsWith('/') ? '' : '/'}${withoutKey}`);
  });
  return router;
}

/**
 * Gallery keys: an expiry time and the session id sealed with AES-256-GCM under
 * a key of their own derived from the secret, the expiry as associated data (so
 * neither can be changed). The IV is derived from both, so one session gets one
 * key per hour; no IV is ever reused with another plaintext.
 */
export function galleryKeys(secret: string, lifetimeMs: number) {
  const key = createHmac('sha256', secret).update('partner-portal /ui-components link key v2').digest();
  const ivFor = (sessionId: string, expiry: string) => createHmac('sha256', key).update(`${expiry}\n${sessionId}`).digest().subarray(0, 12);
  return {
    issue(sessionId: string, now = Date.now()): string {
      const expiry = (Math.ceil((now + lifetimeMs) / HOUR_MS) * HOUR_MS).toString(36);
      const iv = ivFor(sessionId, expiry);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(expiry));
      const sealed = Buffer.concat([iv, cipher.update(sessionId, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${expiry}.${sealed.toString('base64url')}`;
    },
    /** The session id a valid, unexpired key was handed to; `undefined` for anything else. */
    open(value: string, now = Date.now()): string | undefined {
      const match = LINK_KEY.exec(value);
      if (!match) return undefined;
      const [, expiry = '', sealedText = ''] = match;
      if (!(parseInt(expiry, 36) > now)) return undefined;
      const sealed = Buffer.from(sealedText, 'base64url');
      if (sealed.length < 12 + 16 + 1) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12)).setAAD(Buffer.from(expiry));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
