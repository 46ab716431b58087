import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * The portal has one origin, PUBLIC_URL: its session cookie is host-only and the
 * identity provider calls back there. A browser that opened it under another
 * name (`127.0.0.1` for `localhost`, a bare IP, an old domain) would sign in on
 * one host and land on the other without its cookie. So page requests on any
 * other host are sent to PUBLIC_URL first, before a session is touched; other
 * methods get 421 (their body cannot follow a redirect safely). With
 * TRUST_PROXY, the host is the one the trusted proxy reports.
 */
export function canonicalHost(publicUrl: URL): RequestHandler {
  const expected = publicUrl.host.toLowerCase();
  return (req, res, next) => {
    if (req.host?.toLowerCase() === expected) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      // Concatenated, never resolved: `//evil.test` must stay a path on the portal.
      const path = req.originalUrl.startsWith('/') ? req.originalUrl : '/';
      res.redirect(308, `${publicUrl.origin}${path}`);
      return;
    }
    throw new HttpError(421, 'misdirected_request', `The portal is served at ${publicUrl.origin}.`);
  };
}
