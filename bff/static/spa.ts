import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import type { VisitorFacts } from '../auth/session-info';
import { HttpError } from '../errors';
import { inertJsonScript } from '../html-page';
import { earlyRequestsScript, publicEarlyRequestsScript } from './early-requests';
import { isPublicPagePath, PAGE_SESSION_ELEMENT_ID, type PageSessionLookup } from './page-session';
import { loadRouteModulePreloads, modulePreloadLinks } from './route-modules';

const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
const UI_FLAGS_PLACEHOLDER = '__UI_FLAGS__';

/**
 * The built SPA: hashed assets cached for a year, and every other GET that wants
 * HTML answered with index.html (history fallback), its nonce placeholder
 * replaced per response. index.html is read once, not per request.
 *
 * With `pageSession`, the page also carries who is signed in (the `/bff/visitor`
 * facts, as inert JSON before `</head>`), so the SPA's first screen needs no
 * `/bff/session` round trip — except on the public pages, which read no session,
 * and when the store is slow or down (the page then goes out without them).
 * It also names the route's own chunks (`modulepreload`, route-modules.ts), so
 * the browser loads them beside the entry script instead of after it.
 */
export function createSpaRouter(staticDir: string, logger: Logger, uiFlags: readonly string[] = [], pageSession?: PageSessionLookup): Router {
  const router = Router();
  const indexPath = path.resolve(staticDir, 'index.html');
  // Flag names are a fixed enum of [a-z-] (config), so they need no HTML escaping.
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8').replace(UI_FLAGS_PLACEHOLDER, uiFlags.join(',')) : undefined;
  if (!indexHtml) logger.warn('No built SPA at %s: run `npm run build`', indexPath);
  const page = indexHtml === undefined ? undefined : splitAtHeadEnd(indexHtml);
  const routePreloads = loadRouteModulePreloads(staticDir);

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
    if (!page) {
      res.status(503).type('text').send('The portal has not been built yet: run `npm run build`.');
      return;
    }
    const nonce: string = res.locals.cspNonce ?? '';
    const send = (facts: VisitorFacts | undefined) => {
      // Signed in: the facts, then the script that starts the screen's remembered GETs (early-requests.ts).
      const factsScript = facts ? inertJsonScript(PAGE_SESSION_ELEMENT_ID, facts) + (facts.signed_in ? earlyRequestsScript(nonce) : '') : '';
      // A signed-out visitor is sent to sign in: their page needs no screen's chunks.
      const preloads = facts?.signed_in === false ? '' : modulePreloadLinks(routePreloads(req.path), nonce);
      // A public page starts its own first GETs: the same for every visitor (early-requests.ts).
      const publicGets = publicEarlyRequestsScript(req.path, nonce);
      res.type('html').send(page.head.replace(NONCE_PLACEHOLDER, nonce) + preloads + factsScript + publicGets + page.rest.replace(NONCE_PLACEHOLDER, nonce));
    };
    const facts = pageSession && !isPublicPagePath(req.path) ? pageSession(req.headers.cookie) : undefined;
    if (facts instanceof Promise) facts.then(send).catch(next);
    else send(facts);
  });
  return router;
}

/** index.html in two parts, the session facts going between them (before `</head>`; at the end if there is none). */
function splitAtHeadEnd(html: string): { head: string; rest: string } {
  const at = html.indexOf('</head>');
  return at === -1 ? { head: html, rest: '' } : { head: html.slice(0, at), rest: html.slice(at) };
}
