import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import { HttpError } from '../errors';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
const UI_FLAGS_PLACEHOLDER = '__UI_FLAGS__';

/**
 * The built SPA: hashed assets cached for a year, and every other GET that wants
 * HTML answered with index.html (history fallback), its nonce placeholder
 * replaced per response. index.html is read once, not per request.
 */
export function createSpaRouter(staticDir: string, logger: Logger, uiFlags: readonly string[] = []): Router {
  const router = Router();
  const indexPath = path.resolve(staticDir, 'index.html');
  // Flag names are a fixed enum of [a-z-] (config), so they need no HTML escaping.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8').replace(UI_FLAGS_PLACEHOLDER, uiFlags.join(',')) : undefined;
  if (!indexHtml) logger.warn('No built SPA at %s: run `npm run build`', indexPath);

  // serve-static answers other methods with a bare 405 of its own; ours says so in JSON or a page.
  router.use('/assets', (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD');
      throw new HttpError(405, 'method_not_allowed', 'Assets can only be read.');
    }
    next();
  });
  router.use(
    '/assets',
    express.static(path.resolve(staticDir, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(path.resolve(staticDir), { index: false, maxAge: '1h' }));

  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.accepts('html')) return next();
    // no-store, not no-cache: it also keeps the page out of the back/forward
    // cache, so Back after log-out cannot show the token screen again (issue 22).
    res.set('Cache-Control', 'no-store');
    if (!indexHtml) {
      res.status(503).type('text').send('The portal has not been built yet: run `npm run build`.');
      return;
    }
    res.type('html').send(indexHtml.replace(NONCE_PLACEHOLDER, res.locals.cspNonce ?? ''));
  });
  return router;
}
